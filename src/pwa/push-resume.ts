// Resuming push at the app's start, apart from the slice (push-state.ts) so that the slice stays
// light and the push code (push-subscription.ts, which imports the slice) loads only when needed,
// with no import running back from the slice to it.
import { hasStoredCopy, whenRestored } from '../state/persistence.ts';
import { pushState } from './push-state.ts';

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
