// Why the visitor was logged out when it was not their choice (docs/product-rules.md#session): said
// where they land after it (the shell's notice) and on the login screen.
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { runtimeState } from '../state/runtime-state.ts';
import { sessionState } from '../state/session-state.ts';
import { sessionTimeouts } from '../session/session-timeouts.ts';
import { logoutReasonMessages, logoutReasonValueMessages } from './logout-reason-messages.ts';

/** The reason's sentence, or null when the last logout was the user's own (or someone is signed in). */
export function useLogoutReason(): string | null {
  const intl = useIntl();
  const { runtime } = useSnapshot(runtimeState);
  const { user, logoutReason } = useSnapshot(sessionState);
  if (user !== null || !logoutReason) return null;
  return logoutReason === 'auto'
    ? intl.formatMessage(logoutReasonValueMessages.auto, { minutes: sessionTimeouts(runtime?.mode ?? 'direct').autoLogoutMs / 60_000 })
    : intl.formatMessage(logoutReasonMessages.token);
}
