// The push slice (docs/product-rules.md#push): what the notifications screen shows and the endpoint last sent
// to the server from this browser. Light on purpose: the account feature declares it (first page);
// the push code itself (push-subscription.ts) loads with the notifications screen, or at start only
// when this browser gave the server a subscription (push-resume.ts).
import { proxy } from 'valtio';
import type { StoredAccountPushState } from '../generated/state/account-push.types.ts';
import type { PushStatus } from './push-machine.ts';

/** The slice; its persisted part (sentEndpoint) is typed from its stored schema. */
export interface PushState extends StoredAccountPushState {
  status: PushStatus;
  /** A change (turning on or off) is running. */
  busy: boolean;
  /** Why the last change failed ('permission' refused, 'subscribe' failed, 'send' failed), or null. */
  error: 'permission' | 'subscribe' | 'send' | null;
}

export function initialPushState(): PushState {
  return { status: 'off', busy: false, error: null, sentEndpoint: null };
}

export const pushState = proxy<PushState>(initialPushState());

/** The persisted keys of the push slice (schemas/state/account-push.schema.json). */
export const PERSISTED_PUSH_KEYS = ['sentEndpoint'];
