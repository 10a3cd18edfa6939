// Visit and access events (docs/product-rules.md#logout-events, docs/product-rules.md#calls): sent with the visitor
// data; a `visit` is skipped when one was sent in the last 60 minutes; errors are logged and the
// call returns false, so an event never blocks the visitor.
import { api } from '../api/api.ts';
import { callApi } from '../api/call-api.ts';
import type { EventsRegisterRequest } from '../api/generated/api-types.ts';
import type { ClientMode } from '../settings/runtime.ts';
import { detectDevice } from './device.ts';
import { currentFingerprint } from './fingerprint.ts';

export type AccessEvent = EventsRegisterRequest['event'];

export const VISIT_DEDUP_MS = 60 * 60_000;
export const LAST_VISIT_KEY = 'iss:lastVisitAt';

export interface EventContext {
  mode: ClientMode;
  signedIn: boolean;
  now?: () => number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  send?: (body: EventsRegisterRequest) => Promise<unknown>;
}

export function visitorData(context: EventContext): Omit<EventsRegisterRequest, 'event' | 'target'> {
  const nav = globalThis.navigator;
  return {
    considerNotLoggedIn: !context.signedIn,
    fingerprintHash: currentFingerprint(),
    kioskClient: context.mode,
    device: detectDevice(nav?.userAgent ?? '', nav?.maxTouchPoints ?? 0),
  };
}

function storageOf(context: EventContext): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return context.storage ?? globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export async function registerEvent(event: AccessEvent, target: string, context: EventContext): Promise<boolean> {
  const now = (context.now ?? Date.now)();
  const storage = storageOf(context);
  if (event === 'visit') {
    const last = Number(storage?.getItem(LAST_VISIT_KEY) ?? 0);
    if (Number.isFinite(last) && last > 0 && now - last < VISIT_DEDUP_MS) return false;
  }
  const send = context.send ?? ((body: EventsRegisterRequest) => callApi(api(), 'events.register', body));
  try {
    await send({ event, target, ...visitorData(context) });
    if (event === 'visit') storage?.setItem(LAST_VISIT_KEY, String(now));
    return true;
  } catch (error) {
    console.error(`Event ${event} not recorded`, error);
    return false;
  }
}
