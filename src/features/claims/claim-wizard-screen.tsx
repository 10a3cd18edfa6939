// /claims/form: the 13-step claim wizard (SPEC §2, §3 Claim draft, §4 Claim wizard). The step is in
// the url (Back works), focus moves to the step heading, every change is kept in the persisted
// draft (reload, offline, failed submit lose nothing), and a review page comes before sending.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { api } from '../../api/api.ts';
import { callApi } from '../../api/call-api.ts';
import { CLAIM_STEPS, stepIndex, weatherText, type ClaimStepId, type Weather } from './claim-steps.ts';
import { claimDraft, resetClaim, setStepValue, type ClaimDraft } from './claim-draft.ts';
import { claimPayload } from './claim-submit.ts';
import { discardDroppedUploads, resumeClaimUploads } from './claim-upload-queue.ts';
import { claimFormContext } from './claim-lookups.ts';
import { ClaimReset } from './claim-reset.tsx';
import { stepTitles, wizardMessages as m, wizardValueMessages as mv } from './claim-wizard-messages.ts';
import { loadFormEntry, type FormId } from '../../../renderers/form-catalogue.ts';
import './claims.css';

const SchemaForm = lazy(() => import('../../../renderers/schema-form.tsx'));

const FORM_OF: Record<ClaimStepId, FormId> = {
  vehicle: 'claim-vehicle', weather: 'claim-weather', location: 'claim-location', dateTime: 'claim-date-time', driver: 'claim-driver',
  whatHappened: 'claim-what-happened', pictures: 'claim-pictures', otherParty: 'claim-other-party', officer: 'claim-officer',
  passenger: 'claim-passenger', witness: 'claim-witness', note: 'claim-note', disclaimer: 'claim-disclaimer',
};

type Page = ClaimStepId | 'review';

function stepUrl(page: Page): string {
  return `/claims/form?step=${page}`;
}

function StepList({ current, steps }: { current: Page; steps: ClaimDraft }) {
  const intl = useIntl();
  const nav = useRef<HTMLElement>(null);
  // On a phone the list is one scrolling row: keep the current step in sight.
  useEffect(() => {
    const link = nav.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const row = link?.closest('ol');
    if (link && row && row.scrollWidth > row.clientWidth) row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <nav ref={nav} aria-label={intl.formatMessage(m.steps)} className="claim-steps">
      <ol>
        {CLAIM_STEPS.map((step) => (
          <li key={step} className={steps[step].completed ? 'done' : undefined}>
            <Link href={stepUrl(step)} aria-current={current === step ? 'step' : undefined}>
              {intl.formatMessage(stepTitles[step])}
              {steps[step].completed && <span className="visually-hidden"> {intl.formatMessage(m.completed)}</span>}
            </Link>
          </li>
        ))}
        <li>
          <Link href={stepUrl('review')} aria-current={current === 'review' ? 'step' : undefined}>{intl.formatMessage(m.review)}</Link>
        </li>
      </ol>
    </nav>
  );
}

/** Where the weather is asked for: the geocoded location when known, else the office's region. */
function weatherPlace(location: unknown): { latitude: number; longitude: number } {
  const { latitude, longitude } = (location ?? {}) as { latitude?: unknown; longitude?: unknown };
  return typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : { latitude: 43.65, longitude: -79.38 };
}

function useWeatherPrefill(active: boolean, value: Weather | undefined, location: unknown) {
  useEffect(() => {
    // Once fetched (savedAt), the answer is the user's: a cleared description is not refilled.
    if (!active || value?.description || value?.savedAt) return;
    void callApi(api(), 'weather.get', weatherPlace(location)).then(
      (weather) => setStepValue('weather', { temperature: weather.temperature, description: weather.description, savedAt: new Date().toISOString() }),
      () => undefined, // The visitor types it in.
    );
    // Asked once per visit of the step, not again when the location changes meanwhile.
  }, [active, value?.description, value?.savedAt]);
}

function Review({ steps }: { steps: ClaimDraft }) {
  const intl = useIntl();
  const [state, setState] = useState<{ sending: boolean; error?: boolean; reference?: string }>({ sending: false });
  const send = async () => {
    setState({ sending: true });
    try {
      const result = await callApi(api(), 'claims.submit', claimPayload(steps) as never);
      resetClaim();
      setState({ sending: false, reference: result.referenceNumber });
    } catch {
      setState({ sending: false, error: true });
    }
  };
  if (state.reference) {
    return (
      <div role="status" className="claim-sent">
        <p>{intl.formatMessage(mv.sent, { reference: state.reference })}</p>
        <Link href={stepUrl('vehicle')} className="button">{intl.formatMessage(m.start)}</Link>
      </div>
    );
  }
  return (
    <div className="claim-review">
      <p>{intl.formatMessage(m.reviewIntro)}</p>
      <dl>
        {CLAIM_STEPS.map((step) => (
          <div key={step} className="review-row">
            <dt>{intl.formatMessage(stepTitles[step])}</dt>
            <dd>
              {steps[step].completed ? summary(steps[step].value) : <em>{intl.formatMessage(m.notCompleted)}</em>}{' '}
              <Link href={stepUrl(step)}>{intl.formatMessage(m.edit)}<span className="visually-hidden"> {intl.formatMessage(stepTitles[step])}</span></Link>
            </dd>
          </div>
        ))}
      </dl>
      {state.error && <p role="alert" className="inline-error">{intl.formatMessage(m.submitFailed)}</p>}
      <button type="button" className="button primary" disabled={state.sending} aria-busy={state.sending} onClick={() => void send()}>
        {intl.formatMessage(state.sending ? m.sending : m.submit)}
      </button>
    </div>
  );
}

/** Answers the review page does not spell out: positions and codes filled in by lookups. */
const UNSHOWN = new Set(['latitude', 'longitude', 'country', 'uid']);

/** A short text of a step's answer for the review page (files by name). */
function summary(value: unknown): string {
  if (value === true) return '✓';
  if (typeof value !== 'object' || value === null) return String(value ?? '');
  return Object.entries(value as Record<string, unknown>)
    .filter(([key]) => !UNSHOWN.has(key))
    .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
    .map((v) => (typeof v === 'object' && v !== null ? String((v as { name?: string }).name ?? '') : String(v)))
    .filter((v) => v !== '' && v !== 'undefined')
    .join(', ');
}

export default function ClaimWizardScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(useSearch()).get('step');
  const page: Page = requested === 'review' || CLAIM_STEPS.includes(requested as ClaimStepId) ? (requested as Page) : 'vehicle';
  const { steps } = useSnapshot(claimDraft);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    resumeClaimUploads();
  }, []);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [page]);
  useWeatherPrefill(page === 'weather', steps.weather.value as Weather | undefined, steps.location.value);
  // The next step's form loads while this one is filled in, so Next shows it at once.
  useEffect(() => {
    const upcoming = page === 'review' ? undefined : CLAIM_STEPS[stepIndex(page) + 1];
    if (upcoming) void loadFormEntry(FORM_OF[upcoming]).catch(() => undefined);
  }, [page]);

  const index = page === 'review' ? CLAIM_STEPS.length : stepIndex(page);
  const go = (to: Page) => navigate(stepUrl(to));
  const next = (): Page => CLAIM_STEPS[index + 1] ?? 'review';
  const previous = (): Page | undefined => CLAIM_STEPS[index - 1];
  const title = page === 'review' ? intl.formatMessage(m.review) : intl.formatMessage(stepTitles[page]);

  return (
    <section className="screen claim-wizard">
      <StepList current={page} steps={steps as ClaimDraft} />
      <div className="claim-step">
        <p className="step-of">{intl.formatMessage(mv.stepOf, { current: Math.min(index + 1, CLAIM_STEPS.length + 1), total: CLAIM_STEPS.length + 1 })}</p>
        <h2 ref={heading} tabIndex={-1}>{title}</h2>
        {page === 'weather' && (steps.weather.value as Weather | undefined)?.description && (
          <p className="weather-now">{intl.formatMessage(mv.weatherNow, { weather: weatherText(steps.weather.value as Weather, (n) => intl.formatNumber(n)) })}</p>
        )}
        {page === 'review' ? (
          <Review steps={steps as ClaimDraft} />
        ) : (
          <Suspense fallback={<p role="status">{intl.formatMessage(m.loadingForm)}</p>}>
            <SchemaForm
              key={page}
              schemaId={FORM_OF[page]}
              data={(page === 'disclaimer' ? { accepted: steps.disclaimer.value === true } : (steps[page].value ?? {})) as object}
              onChange={(value: object) => {
                discardDroppedUploads(claimDraft.steps[page].value, value);
                setStepValue(page, page === 'disclaimer' ? (value as { accepted?: boolean }).accepted === true : value);
              }}
              onSubmit={() => go(next())}
              submitLabel={intl.formatMessage(m.next)}
              formContext={claimFormContext(page) as Record<string, unknown>}
            />
          </Suspense>
        )}
        {previous() && (
          <button type="button" className="button claim-back" onClick={() => go(previous() as Page)}>{intl.formatMessage(m.back)}</button>
        )}
        <ClaimReset onReset={() => go('vehicle')} />
      </div>
    </section>
  );
}
