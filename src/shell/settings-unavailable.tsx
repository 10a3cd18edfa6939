// The settings did not arrive and none are saved on this device (docs/product-rules.md#last-good-settings):
// this screen, in the visitor's language, instead of an app on the defaults. Start-up keeps asking
// (a back-off, and at once when back online); Try again asks now. The app replaces this screen
// once the settings arrive.
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOnline } from '../ui/use-online.ts';
import { settingsFreshnessMessages as m } from './settings-freshness-messages.ts';

export function SettingsUnavailable({ retry }: { retry: () => Promise<void> }) {
  const intl = useIntl();
  const online = useOnline();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const tryAgain = async () => {
    setState('busy');
    await retry();
    // Still here: the ask failed (a success replaces this screen).
    setState('failed');
  };
  return (
    <main className="status-screen" id="main">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(m.unavailableTitle)}</h1>
      <p>{intl.formatMessage(online ? m.unavailableText : m.unavailableOffline)}</p>
      <button type="button" className="button primary" aria-disabled={state === 'busy'} onClick={() => state !== 'busy' && void tryAgain()}>
        {intl.formatMessage(state === 'busy' ? m.retrying : m.retry)}
      </button>
      <p role="status">{state === 'failed' ? intl.formatMessage(m.stillUnavailable) : ''}</p>
    </main>
  );
}
