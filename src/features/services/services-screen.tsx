// /services, road services at the roadside (docs/product-rules.md#services): gas stations, locksmiths, tow trucks and
// police near the device's position or a typed place, each with its distance, a call button and
// a directions link. Built for one hand on a phone: big targets, the search within thumb reach,
// and when the position is refused or unavailable a clear message with the place field focused.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useCall } from '../../state/use-call.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { directionsHref, telHref } from '../contact-links.ts';
import { ActionIcon } from '../action-icons.tsx';
import { byDistance, formatDistance } from './distance.ts';
import { useUnits } from '../../i18n/country.ts';
import { SERVICE_KINDS, nearbyRequest, servicesState, type LocationStatus, type NearbyServices, type ServiceKind } from './services-state.ts';
import { serviceKindMessages, servicesMessages as m, servicesValueMessages as v } from './services-messages.ts';
import './services.css';
import { busyButton } from '../../../renderers/busy-button.ts';

const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 };
const PROBLEMS: Partial<Record<LocationStatus, keyof typeof m>> = { denied: 'denied', unavailable: 'unavailable', unsupported: 'unsupported' };

/** Reads the device's position into the slice; a refusal or failure focuses the place field. */
function locate(onProblem: () => void): void {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    servicesState.location = 'unsupported';
    onProblem();
    return;
  }
  servicesState.location = 'locating';
  geolocation.getCurrentPosition(
    (position) => {
      servicesState.location = 'found';
      servicesState.origin = { kind: 'device', lat: position.coords.latitude, lng: position.coords.longitude };
    },
    (error) => {
      servicesState.location = error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable';
      onProblem();
    },
    GEOLOCATION_OPTIONS,
  );
}

function Results({ data, query }: { data: NearbyServices; query: string | undefined }) {
  const intl = useIntl();
  const units = useUnits();
  if (!data.origin) {
    return <p className="inline-error" role="alert">{intl.formatMessage(v.notFound, { place: query ?? '' })}</p>;
  }
  const places = byDistance(data.origin, data.places);
  return (
    <>
      <p className="services-origin">
        {data.origin.label ? intl.formatMessage(v.nearPlace, { place: data.origin.label }) : intl.formatMessage(m.nearYou)}
      </p>
      <ol className="service-list">
        {places.map((place) => {
          const tel = place.phone ? telHref(place.phone) : undefined;
          return (
            <li key={place.id} className="service-card">
              <h2 className="service-name">{place.name}</h2>
              <p className="service-meta">
                <span className="service-distance">{intl.formatMessage(v.distance, { distance: formatDistance(place.km, intl.locale, units.distance) })}</span>
                {' · '}
                <span>{place.address}</span>
              </p>
              <div className="service-actions">
                {tel && place.phone && (
                  <a className="service-call" href={tel}>
                    <ActionIcon name="phone" />
                    <span>{intl.formatMessage(v.call, { phone: place.phone })}</span>
                  </a>
                )}
                <a className="service-directions" href={directionsHref(place.lat, place.lng)} target="_blank" rel="noopener noreferrer">
                  <ActionIcon name="directions" />
                  <span>
                    {intl.formatMessage(m.directions)}
                    <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>
                  </span>
                </a>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export default function ServicesScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const state = useSnapshot(servicesState);
  const placeInput = useRef<HTMLInputElement>(null);
  const [place, setPlace] = useState(state.origin?.kind === 'place' ? state.origin.query : '');
  const [placeError, setPlaceError] = useState(false);
  const origin = state.origin;
  const request = origin ? nearbyRequest(state.kind, origin) : { kind: state.kind };
  const results = useCall(servicesState, 'results', 'maps.nearbyServices', request, { enabled: origin !== null });
  const focusPlace = () => placeInput.current?.focus();

  // A position already allowed is used at once: the roadside needs no extra tap. One already
  // refused is said at once (the button could only fail), without moving the focus.
  useEffect(() => {
    if (servicesState.origin || servicesState.location !== 'idle' || typeof navigator === 'undefined' || !navigator.geolocation) return;
    let cancelled = false;
    navigator.permissions?.query({ name: 'geolocation' }).then(
      (status) => {
        if (cancelled || servicesState.origin || servicesState.location !== 'idle') return;
        if (status.state === 'granted') locate(focusPlace);
        else if (status.state === 'denied') servicesState.location = 'denied';
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const submitPlace = (event: FormEvent) => {
    event.preventDefault();
    const query = place.trim();
    if (query === '') {
      setPlaceError(true);
      focusPlace();
      return;
    }
    setPlaceError(false);
    servicesState.origin = { kind: 'place', query };
  };

  const problem = PROBLEMS[state.location];
  // Said to screen readers when results arrive: how many, and where (a live region always there).
  const data = results.data as NearbyServices | null;
  const announcement = origin && data?.origin && !results.inProgress
    ? data.origin.label
      ? intl.formatMessage(v.foundNear, { count: data.places.length, place: data.origin.label })
      : intl.formatMessage(v.foundNearYou, { count: data.places.length })
    : '';
  return (
    <section className="screen services">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.heading)}</h1>

      <fieldset className="service-kinds">
        <legend>{intl.formatMessage(m.kindsLegend)}</legend>
        <div className="service-kind-options">
          {SERVICE_KINDS.map((kind: ServiceKind) => (
            <label key={kind} className="service-kind">
              <input type="radio" name="service-kind" value={kind} checked={state.kind === kind} onChange={() => (servicesState.kind = kind)} />
              <span>{intl.formatMessage(serviceKindMessages[kind])}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {state.kind === 'police' && (
        <p className="services-emergency">
          <a href="tel:911">
            <ActionIcon name="phone" />
            <span>{intl.formatMessage(m.emergency)}</span>
          </a>
        </p>
      )}

      <div className="services-where">
        <button type="button" className="button primary services-locate" onClick={() => locate(focusPlace)} {...busyButton(state.location === 'locating')}>
          <ActionIcon name="locate" />
          <span>{intl.formatMessage(m.useLocation)}</span>
        </button>
        {state.location === 'locating' && <p role="status" className="request-loading">{intl.formatMessage(m.locating)}</p>}
        {problem && (
          <p className="inline-error location-problem" role="alert">
            {intl.formatMessage(m[problem])}
          </p>
        )}
        <form className="services-place" onSubmit={submitPlace} role="search" noValidate>
          <label htmlFor="services-place">{intl.formatMessage(m.placeLabel)}</label>
          <div className="services-place-row">
            <input
              ref={placeInput}
              id="services-place"
              type="text"
              inputMode="search"
              enterKeyHint="search"
              autoComplete="address-level2"
              value={place}
              onChange={(event) => setPlace(event.target.value)}
              aria-invalid={placeError || undefined}
              aria-describedby={placeError ? 'services-place-error' : undefined}
            />
            <button type="submit" className="button">{intl.formatMessage(m.search)}</button>
          </div>
          {placeError && <p id="services-place-error" className="field-error" role="alert">{intl.formatMessage(m.placeRequired)}</p>}
        </form>
      </div>

      <p className="visually-hidden" role="status">{announcement}</p>

      {origin === null ? (
        !problem && state.location !== 'locating' && <p className="services-start">{intl.formatMessage(m.start)}</p>
      ) : (
        <RequestStatus
          call={results}
          loadingText={intl.formatMessage(m.loading)}
          errorText={intl.formatMessage(m.loadError)}
          isEmpty={(data) => data.origin !== null && data.places.length === 0}
          emptyText={intl.formatMessage(m.empty)}
        >
          {(data) => (
            <div aria-busy={results.inProgress || undefined}>
              {results.inProgress && <p role="status" className="request-loading">{intl.formatMessage(m.loading)}</p>}
              <Results data={data as NearbyServices} query={origin.kind === 'place' ? origin.query : undefined} />
            </div>
          )}
        </RequestStatus>
      )}
    </section>
  );
}
