import { Router } from 'wouter';
import { I18nProvider } from '../i18n/i18n-provider.tsx';
import { AppShell } from '../shell/app-shell.tsx';
import { useGuardedLocation } from '../ui/navigation-guard.ts';

export function App() {
  return (
    <I18nProvider>
      <Router hook={useGuardedLocation}>
        <AppShell />
      </Router>
    </I18nProvider>
  );
}
