// The push slice (docs/product-rules.md#push): what the notifications screen shows and the endpoint last sent
// to the server from this browser. Light on purpose: the account feature declares it (first page);
// the push code itself (push-subscription.ts) loads with the notifications screen, or at start only
// when this browser gave the server a subscription (resumePushWatch).
import { proxy } from 'valtio';
import { hasStoredCopy, whenRestored } from '../state/persistence.ts';
import type { PushStatus } from './push-machine.ts';

export interface PushState {
  status: PushStatus;
  /** A change (turning on or off) is running. */
  busy: boolean;
  /** Why the last change failed ('permission' refused, 'subscribe' failed, 'send' failed), or null. */
  error: 'permission' | 'subscribe' | 'send' | null;
  /** Endpoint of the subscription last sent to the server; null after a null subscription (persisted). */
  sentEndpoint: string | null;
}

export function initialPushState(): PushState {
  return { status: 'off', busy: false, error: null, sentEndpoint: null };
}

export const pushState = proxy<PushState>(initialPushState());

/** The persisted keys of the push slice (schemas/state/account-push.schema.json). */
export const PERSISTED_PUSH_KEYS = ['sentEndpoint'];

/**
 * For the app's start (after the session is restored): when this browser last gave the server a
 * subscription, brings the server in step (a permission withdrawn while the app was closed, a
 * signed-out user or push switched off send null) and watches permission changes from then on,
 * without waiting for the notifications screen. Otherwise nothing runs and no push code loads.
 */
export async function resumePushWatch(): Promise<void> {
  // Nothing stored: nothing was ever sent from this browser (and the slice's validator need not load).
  if (!hasStoredCopy('accountPush') && pushState.sentEndpoint === null) return;
  await whenRestored('accountPush');
  if (pushState.sentEndpoint === null) return;
  const { pushController } = await import('./push-subscription.ts');
  await pushController().dispatch({ type: 'start' });
}
