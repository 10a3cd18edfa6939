// The install prompt (docs/product-rules.md#install-prompt): 4 s after load, 'Install' where the browser offers it, or
// 'Just tap' the share icon 'then Add to Home Screen' on iOS Safari; dismissing is remembered.
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Runtime } from '../settings/runtime.ts';
import { Icon } from '../ui/icon.tsx';
import { INSTALL_DISMISSED_KEY, INSTALL_PROMPT_DELAY_MS, installPromptKind, isIosSafari, type InstallPromptKind } from './install-prompt-rules.ts';
import { pwaMessages } from './pwa-messages.ts';
import { installOffer } from './install-event.ts';

function dismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return true;
  }
}

export function InstallPrompt({ runtime }: { runtime: Pick<Runtime, 'mode' | 'shell'> }) {
  const intl = useIntl();
  const [kind, setKind] = useState<InstallPromptKind>(null);
  useEffect(() => {
    if (!runtime.shell.installPrompt) return undefined;
    const loadedAt = performance.now();
    const timer = setTimeout(() => {
      setKind(
        installPromptKind({
          mode: runtime.mode,
          standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
          dismissed: dismissed(),
          canPrompt: installOffer() !== undefined,
          isIosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
          msSinceLoad: performance.now() - loadedAt + 1,
        }),
      );
    }, INSTALL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [runtime.mode, runtime.shell.installPrompt]);

  if (!kind) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Not remembered without storage.
    }
    setKind(null);
  };
  return (
    <div className="install-prompt" role="dialog" aria-label={intl.formatMessage(pwaMessages.install)}>
      {kind === 'button' ? (
        <>
          <p>{intl.formatMessage(pwaMessages.installText)}</p>
          <button type="button" className="button primary" onClick={() => void installOffer()?.prompt().finally(dismiss)}>
            {intl.formatMessage(pwaMessages.install)}
          </button>
        </>
      ) : (
        <p>
          {intl.formatMessage(pwaMessages.justTap)} <span className="share-icon" role="img" aria-label={intl.formatMessage(pwaMessages.share)}>⎋</span>{' '}
          {intl.formatMessage(pwaMessages.addToHomeScreen)}
        </p>
      )}
      <button type="button" className="icon-button" aria-label={intl.formatMessage(pwaMessages.dismiss)} onClick={dismiss}>
        <Icon name="Close" size={20} />
      </button>
    </div>
  );
}
