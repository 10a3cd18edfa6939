// The auto-logout countdown (docs/product-rules.md#session-modal, docs/product-rules.md#error-handling): a modal alert dialog; 'Extend session' keeps the user
// signed in. Focus goes to the button and stays in the dialog while it is open.
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { extendSession } from '../session/session-lifecycle.ts';
import { countdownMessages, sessionMessages } from './session-messages.ts';

export function SessionModal() {
  const intl = useIntl();
  const { logoutCountdown } = useSnapshot(appState);
  const button = useRef<HTMLButtonElement>(null);
  const open = logoutCountdown !== null;

  useLayoutEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    button.current?.focus();
    // Only one control: Tab stays on it. Listened on the document, so that Tab also comes back
    // to it when focus has left the dialog (e.g. a click on the backdrop).
    const trap = (event: KeyboardEvent) => {
      if (event.key === 'Tab') {
        event.preventDefault();
        button.current?.focus();
      }
    };
    document.addEventListener('keydown', trap);
    return () => {
      document.removeEventListener('keydown', trap);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal" role="alertdialog" aria-modal="true" aria-labelledby="session-modal-title" aria-describedby="session-modal-text">
        <h2 id="session-modal-title">{intl.formatMessage(sessionMessages.sessionTitle)}</h2>
        <p id="session-modal-text">{intl.formatMessage(sessionMessages.autoLogout)}</p>
        <p className="countdown" aria-live="polite">{intl.formatMessage(countdownMessages.seconds, { seconds: logoutCountdown })}</p>
        <button ref={button} type="button" className="button primary" onClick={extendSession}>
          {intl.formatMessage(sessionMessages.extend)}
        </button>
      </div>
    </div>
  );
}
