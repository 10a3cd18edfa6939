import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { CallRequest, CallResponse } from '../../api/call-api.ts';

export type ServiceKind = CallRequest<'maps.nearbyServices'>['kind'];
export const SERVICE_KINDS: readonly ServiceKind[] = ['gas', 'locksmith', 'tow', 'police'];
export type NearbyServices = CallResponse<'maps.nearbyServices'>;

/** Where to search from: the device's position, or a place the user typed. */
type SearchOrigin = { kind: 'device'; lat: number; lng: number } | { kind: 'place'; query: string };

/** The device's position: not asked yet, being read, refused, not available (off, timeout) or no geolocation at all. */
export type LocationStatus = 'idle' | 'locating' | 'found' | 'denied' | 'unavailable' | 'unsupported';

export function initialServicesState() {
  return {
    kind: 'gas' as ServiceKind,
    origin: null as SearchOrigin | null,
    location: 'idle' as LocationStatus,
    results: requestState<NearbyServices>(),
  };
}

// Memory only: a position is not kept on the device.
export const servicesState = proxy(initialServicesState());

/** The request for the search: a position rounded to about 10 m, or the typed place. */
export function nearbyRequest(kind: ServiceKind, origin: SearchOrigin): CallRequest<'maps.nearbyServices'> {
  if (origin.kind === 'place') return { kind, query: origin.query };
  const round = (n: number): number => Math.round(n * 10_000) / 10_000;
  return { kind, lat: round(origin.lat), lng: round(origin.lng) };
}
