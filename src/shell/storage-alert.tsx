import { useIntl } from 'react-intl';
import { sessionMessages } from './session-messages.ts';

/**
 * Cookies or storage unavailable: the app stops here (docs/product-rules.md#storage-required). Inside an iframe (the
 * widget), the browser may block third-party storage: the app can still run in its own tab.
 */
export function StorageAlert() {
  const intl = useIntl();
  const embedded = window.parent !== window;
  return (
    <div className="status-screen" role="alert">
      <h1>{intl.formatMessage(sessionMessages.cookiesRequired)}</h1>
      {embedded && (
        <a className="button primary" href={`${window.location.origin}/`} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(sessionMessages.openInTab)}
        </a>
      )}
    </div>
  );
}
