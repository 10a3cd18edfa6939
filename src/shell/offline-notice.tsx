// Offline notice (docs/product-rules.md#offline-notice): 'Online status' / 'You went offline' while the browser is offline.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { navMessages } from './nav-messages.ts';

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

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
