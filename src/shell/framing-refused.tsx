// The app inside a frame it does not allow (a foreign page, or widget mode on a site the brokerage
// has not listed): nothing of the app is shown, only the way to open it in its own tab. A demo
// whose fixture backend the browser refused inside the frame (its storage blocked,
// docs/adr/0039-widget-whose-browser-blocks-storage.md) has no settings to tell which sites may
// frame it: it names that cause instead.
import { useIntl } from 'react-intl';
import { framingMessages } from './framing-messages.ts';

export function FramingRefused({ cause = 'framing' }: { cause?: 'framing' | 'fixture-backend' }) {
  const intl = useIntl();
  const url = new URL(window.location.href);
  url.searchParams.delete('mode');
  url.searchParams.delete('parentOrigin');
  return (
    <div className="status-screen" role="alert">
      <h1>{intl.formatMessage(cause === 'fixture-backend' ? framingMessages.backendRefused : framingMessages.refused)}</h1>
      <a className="button primary" href={url.href} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage(framingMessages.openInTab)}
      </a>
    </div>
  );
}
