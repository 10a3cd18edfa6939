// After a logout the user did not choose (inactivity, a lost session), the page they land on says
// why, above its content, until they close it or sign in again (docs/product-rules.md#session). The
// login screen says it itself, so it is not said twice there.
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { PATHS } from '../paths/paths.ts';
import { sessionState } from '../state/session-state.ts';
import { Icon } from '../ui/icon.tsx';
import { useLogoutReason } from '../ui/logout-reason.tsx';
import { shellMessages } from './shell-messages.ts';

export function LogoutNotice() {
  const intl = useIntl();
  const [path] = useLocation();
  const reason = useLogoutReason();
  if (!reason || path === PATHS.login || path === PATHS.auth) return null;
  return (
    <div className="notice notice-logout" role="status">
      <p className="notice-body">{reason}</p>
      <button type="button" className="icon-button" aria-label={intl.formatMessage(shellMessages.close)} onClick={() => (sessionState.logoutReason = null)}>
        <Icon name="Close" size={20} />
      </button>
    </div>
  );
}
