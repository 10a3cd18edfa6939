import { defineMessages } from 'react-intl';
import type { ServiceKind } from './services-state.ts';

export const servicesMessages = defineMessages({
  heading: { id: 'services.heading', defaultMessage: 'Road services' },
  kindsLegend: { id: 'services.kinds.legend', defaultMessage: 'What do you need?' },
  useLocation: { id: 'services.useLocation', defaultMessage: 'Use my location' },
  locating: { id: 'services.locating', defaultMessage: 'Finding your location…' },
  nearYou: { id: 'services.nearYou', defaultMessage: 'Near your location' },
  denied: { id: 'services.location.denied', defaultMessage: 'Your location is not shared with this app. Type a town or an address instead, or allow location for this site in your browser settings.' },
  unavailable: { id: 'services.location.unavailable', defaultMessage: 'Your location could not be found. Type a town or an address instead.' },
  unsupported: { id: 'services.location.unsupported', defaultMessage: 'This browser cannot share your location. Type a town or an address instead.' },
  placeLabel: { id: 'services.place.label', defaultMessage: 'Town or address' },
  search: { id: 'services.search', defaultMessage: 'Search' },
  placeRequired: { id: 'services.place.required', defaultMessage: 'Type a town or an address.' },
  loading: { id: 'services.loading', defaultMessage: 'Looking for services nearby…' },
  loadError: { id: 'services.loadError', defaultMessage: 'Road services could not be loaded.' },
  empty: { id: 'services.empty', defaultMessage: 'Nothing found nearby. Try another place or another kind of service.' },
  directions: { id: 'services.directions', defaultMessage: 'Directions' },
  newTab: { id: 'services.newTab', defaultMessage: '(opens in a new tab)' },
  emergency: { id: 'services.emergency', defaultMessage: 'In an emergency, call 911' },
  start: { id: 'services.start', defaultMessage: 'Share your location or type a town or an address to see the nearest services.' },
});

export const serviceKindMessages: Record<ServiceKind, { id: string; defaultMessage: string }> = defineMessages({
  gas: { id: 'services.kind.gas', defaultMessage: 'Gas stations' },
  locksmith: { id: 'services.kind.locksmith', defaultMessage: 'Locksmiths' },
  tow: { id: 'services.kind.tow', defaultMessage: 'Tow trucks' },
  police: { id: 'services.kind.police', defaultMessage: 'Police' },
});

export const servicesValueMessages = defineMessages<{
  nearPlace: { place: string };
  notFound: { place: string };
  call: { phone: string };
  distance: { distance: string };
  foundNear: { count: number; place: string };
  foundNearYou: { count: number };
}>({
  nearPlace: { id: 'services.nearPlace', defaultMessage: 'Near {place}' },
  notFound: { id: 'services.notFound', defaultMessage: 'We could not find “{place}”. Check the spelling, or type a nearby town.' },
  call: { id: 'services.call', defaultMessage: 'Call {phone}' },
  distance: { id: 'services.distance', defaultMessage: '{distance} away' },
  foundNear: { id: 'services.foundNear', defaultMessage: '{count, plural, =0 {Nothing found} one {# place found} other {# places found}} near {place}.' },
  foundNearYou: { id: 'services.foundNearYou', defaultMessage: '{count, plural, =0 {Nothing found} one {# place found} other {# places found}} near your location.' },
});
