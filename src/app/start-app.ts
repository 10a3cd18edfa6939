// Start-up: fixture backend (when no real API base), one API client, the settings pipeline,
// then the first render. Settings problems never stop the app: they end in runtime.settingsErrors.
import { configureApi, USES_FIXTURE_BACKEND } from '../api/api.ts';
import { setTokenCookiePrefix, tokenCookie } from '../api/token-cookie.ts';
import { brokerIdFromHost } from '../settings/broker-id.ts';
import { loadRuntime } from '../settings/settings-pipeline.ts';
import { setRuntime } from '../state/runtime-state.ts';
import { appState } from '../state/app-state.ts';
import { loadCatalogue } from '../i18n/load-catalogue.ts';
import { detectClientMode } from './client-mode.ts';

export async function startApp(): Promise<void> {
  const brokerId = brokerIdFromHost(window.location.host);
  const mode = detectClientMode(window);
  setTokenCookiePrefix(brokerId);
  if (USES_FIXTURE_BACKEND) {
    const { startFixtureBackend } = await import('../../fixtures/backend/browser.ts');
    await startFixtureBackend();
  }
  const client = configureApi({
    brokerId,
    language: () => appState.language,
    selectedLanguage: () => appState.selectedLanguage,
    token: () => tokenCookie.get(),
  });
  const runtime = await loadRuntime(
    client,
    {
      brokerId,
      mode,
      now: new Date(),
      ...(appState.selectedLanguage ? { selectedLanguage: appState.selectedLanguage } : {}),
      browserLanguages: navigator.languages,
    },
    document.referrer || undefined,
  );
  for (const issue of runtime.settingsErrors) console.warn(`settings ${issue.pointer || '/'}: ${issue.message}`);
  appState.language = runtime.language;
  await loadCatalogue(runtime.language);
  document.title = runtime.brand.name;
  setRuntime(runtime);
}
