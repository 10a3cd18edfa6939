import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startApp } from './app/start-app.ts';
import { I18nProvider } from './i18n/i18n-provider.tsx';
import { StorageAlert } from './shell/storage-alert.tsx';
import './styles/app.css';

const root = document.getElementById('root');
if (root) {
  void startApp().then((result) => {
    createRoot(root).render(
      <StrictMode>
        {result === 'running' ? (
          <App />
        ) : (
          <I18nProvider>
            <StorageAlert />
          </I18nProvider>
        )}
      </StrictMode>,
    );
  });
}
