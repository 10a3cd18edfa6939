import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startApp } from './app/start-app.ts';
import { FirstScreenCommitted } from './app/after-first-paint.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { listenForInstallOffer } from './pwa/install-event.ts';
import { installTrustedTypes } from './app/trusted-types.ts';
import { takeKioskUserToken } from './session/kiosk-link.ts';
import './styles/app.css';

// A staff link's token leaves the address before the app asks for anything (history, Referer).
takeKioskUserToken();
// Before anything registers a worker or writes HTML (the CSP requires Trusted Types).
installTrustedTypes();
listenForInstallOffer();

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const show = (page: ReactNode) =>
    root.render(
      <StrictMode>
        {page}
        <FirstScreenCommitted />
      </StrictMode>,
    );
  void startApp({
    // No settings to run on yet (docs/product-rules.md#last-good-settings): its own chunk, as rare as the alerts below.
    onSettingsUnavailable: (retry) =>
      void import('./shell/settings-unavailable.tsx').then(({ SettingsUnavailable }) =>
        show(
          <I18nProvider>
            <SettingsUnavailable retry={retry} />
          </I18nProvider>,
        ),
      ),
  }).then(async (result) => {
    let page: ReactNode = <App />;
    if (result === 'storage-blocked') {
      // Blocked storage is rare: its alert is a chunk of its own.
      const { StorageAlert } = await import('./shell/storage-alert.tsx');
      page = (
        <I18nProvider>
          <StorageAlert />
        </I18nProvider>
      );
    } else if (result === 'framing-refused' || result === 'fixture-backend-refused') {
      const { FramingRefused } = await import('./shell/framing-refused.tsx');
      page = (
        <I18nProvider>
          <FramingRefused cause={result === 'fixture-backend-refused' ? 'fixture-backend' : 'framing'} />
        </I18nProvider>
      );
    }
    show(page);
  });
}
