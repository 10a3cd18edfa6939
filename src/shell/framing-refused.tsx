// The app inside a frame it does not allow (a foreign page, or widget mode on a site the brokerage
// has not listed): nothing of the app is shown, only the way to open it in its own tab.
import { useIntl } from 'react-intl';
import { framingMessages } from './framing-messages.ts';

export function FramingRefused() {
  const intl = useIntl();
  const url = new URL(window.location.href);
  url.searchParams.delete('mode');
  url.searchParams.delete('parentOrigin');
  return (
    <div className="status-screen" role="alert">
      <h1>{intl.formatMessage(framingMessages.refused)}</h1>
      <a className="button primary" href={url.href} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(framingMessages.openInTab)}
      </a>
    </div>
  );
}
