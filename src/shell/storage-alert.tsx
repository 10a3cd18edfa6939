import { useIntl } from 'react-intl';
import { sessionMessages } from './session-messages.ts';

/** Cookies or storage unavailable: the app stops here (SPEC §5, §8). */
export function StorageAlert() {
  const intl = useIntl();
  return (
    <div className="status-screen" role="alert">
      <h1>{intl.formatMessage(sessionMessages.cookiesRequired)}</h1>
    </div>
  );
}
