import { Router } from 'wouter';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { AppShell } from '../shell/app-shell.tsx';

export function App() {
  return (
    <I18nProvider>
      <Router>
        <AppShell />
      </Router>
    </I18nProvider>
  );
}
