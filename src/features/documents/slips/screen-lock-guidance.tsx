// Screen-lock guidance, reachable from the slip view: a disclosure with the Android (app pinning)
// and iPhone (Guided Access) steps, the reader's own system first.
import { useId, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { detectDevice } from '../../../session/device.ts';
import { screenLockMessages as m } from './screen-lock-messages.ts';

function Steps({ title, steps }: { title: MessageDescriptor; steps: MessageDescriptor[] }): ReactNode {
  const intl = useIntl();
  return (
    <section className="screen-lock-system">
      <h3>{intl.formatMessage(title)}</h3>
      <ol>
        {steps.map((step) => (
          <li key={step.id}>{intl.formatMessage(step)}</li>
        ))}
      </ol>
    </section>
  );
}

export function ScreenLockGuidance() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const ios = detectDevice(globalThis.navigator?.userAgent ?? '', globalThis.navigator?.maxTouchPoints ?? 0).os === 'iOS';
  const android = <Steps key="android" title={m.androidTitle} steps={[m.android1, m.android2, m.android3, m.android4]} />;
  const iphone = <Steps key="ios" title={m.iosTitle} steps={[m.ios1, m.ios2, m.ios3, m.ios4]} />;
  return (
    <div className="screen-lock">
      <button type="button" className="slip-button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {intl.formatMessage(m.toggle)}
      </button>
      <section id={panelId} className="screen-lock-panel" aria-labelledby={titleId} hidden={!open}>
        <h2 id={titleId}>{intl.formatMessage(m.title)}</h2>
        <p>{intl.formatMessage(m.intro)}</p>
        {ios ? [iphone, android] : [android, iphone]}
      </section>
    </div>
  );
}
