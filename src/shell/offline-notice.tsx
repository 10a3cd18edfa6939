// Offline notice (docs/product-rules.md#offline-notice): 'Online status' / 'You went offline' while the browser is offline.
import { useIntl } from 'react-intl';
import { useOnline } from '../ui/use-online.ts';
import { navMessages } from './nav-messages.ts';

export function OfflineNotice() {
  const intl = useIntl();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="notice notice-offline" role="status">
      <strong>{intl.formatMessage(navMessages.offlineTitle)}</strong>
      <span>{intl.formatMessage(navMessages.offlineText)}</span>
    </div>
  );
}
