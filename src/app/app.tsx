import { Router } from 'wouter';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { useAppLocation } from '../routes/app-location.ts';

export function App() {
  return (
    <I18nProvider>
      <Router hook={useAppLocation}>
        <AppShell />
      </Router>
    </I18nProvider>
  );
}
