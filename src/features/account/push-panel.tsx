// Notifications on this device (docs/product-rules.md#push): the status the push machine gives (on, off,
// blocked, unavailable, not offered) and the button that turns push on (permission, subscribe,
// push.updateSubscription) or off (unsubscribe, null). The flow lives in src/pwa/push-*.ts.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { pushController } from '../../pwa/push-subscription.ts';
import { pushState } from '../../pwa/push-state.ts';
import type { PushStatus } from '../../pwa/push-machine.ts';
import { notificationsMessages as m } from './account-messages.ts';
import { busyButton } from '../../../renderers/busy-button.ts';

const STATUS_TEXT: Record<PushStatus, (typeof m)[keyof typeof m]> = {
  on: m.pushOn,
  available: m.pushAvailable,
  blocked: m.pushBlocked,
  unsupported: m.pushUnsupported,
  off: m.pushOff,
};

const ERROR_TEXT = { permission: m.errorPermission, subscribe: m.errorSubscribe, send: m.errorSend } as const;

export function PushPanel() {
  const intl = useIntl();
  const id = useId();
  const push = useSnapshot(pushState);
  const started = useStartedPush();

  return (
    <section className="account-push" aria-labelledby={`${id}-title`} aria-busy={push.busy || !started}>
      <h2 id={`${id}-title`}>{intl.formatMessage(m.pushTitle)}</h2>
      <p className={`account-push-status push-${push.status}`} role="status">
        {started ? intl.formatMessage(STATUS_TEXT[push.status]) : intl.formatMessage(m.pushChecking)}
      </p>
      {push.error && (
        <p className="inline-error" role="alert">
          {intl.formatMessage(ERROR_TEXT[push.error])}
        </p>
      )}
      {started && (push.status === 'available' || push.status === 'on') && (
        <button
          type="button"
          className={push.status === 'on' ? 'button' : 'button primary'}
          {...busyButton(push.busy)}
          onClick={() => {
            void pushController().dispatch({ type: push.status === 'on' ? 'turnOff' : 'turnOn' });
          }}
        >
          {intl.formatMessage(push.busy ? m.working : push.status === 'on' ? m.turnOff : m.turnOn)}
        </button>
      )}
    </section>
  );
}

/** Brings the server in step with the browser when the panel shows (and starts the permission watch). */
function useStartedPush(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    void pushController()
      .dispatch({ type: 'start' })
      .finally(() => {
        if (live) setStarted(true);
      });
    return () => {
      live = false;
    };
  }, []);
  return started;
}
