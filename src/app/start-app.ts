// Start-up: storage check, stored state, fixture backend (when no real API base), one API
// client, the settings pipeline, then the session's clocks. Settings problems never stop the
// app: they end in runtime.settingsErrors.
import { configureApi, USES_FIXTURE_BACKEND } from '../api/api.ts';
import { setTokenCookiePrefix, tokenCookie } from '../api/token-cookie.ts';
import { brokerIdFromHost } from '../settings/broker-id.ts';
import { loadRuntime } from '../settings/settings-pipeline.ts';
import { setRuntime } from '../state/runtime-state.ts';
import { appState } from '../state/app-state.ts';
import { storageAvailable } from '../state/storage-check.ts';
import { loadCatalogue } from '../i18n/load-catalogue.ts';
import { logout, storeToken } from '../session/session-actions.ts';
import { startSessionLifecycle } from '../session/session-lifecycle.ts';
import { detectClientMode } from './client-mode.ts';
import { registerSlices } from './register-slices.ts';
import { startWidgetBridge } from '../widget/widget-bridge.ts';
import { registerServiceWorker } from '../pwa/register-service-worker.ts';

export type StartResult = 'running' | 'storage-blocked';

export async function startApp(): Promise<StartResult> {
  if (!storageAvailable()) {
    appState.storageBlocked = true;
    appState.language = navigator.language.toLowerCase().startsWith('fr') ? 'fr' : 'en';
    await loadCatalogue(appState.language);
    return 'storage-blocked';
  }
  const brokerId = brokerIdFromHost(window.location.host);
  const mode = detectClientMode(window);
  setTokenCookiePrefix(brokerId);
  registerSlices();
  if (USES_FIXTURE_BACKEND) {
    const { startFixtureBackend } = await import('../../fixtures/backend/browser.ts');
    await startFixtureBackend();
  }
  const client = configureApi({
    brokerId,
    language: () => appState.language,
    selectedLanguage: () => appState.selectedLanguage ?? undefined,
    token: () => tokenCookie.get(),
    onTokenRenewed: storeToken,
    onRenewFailed: () => void logout('token'),
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
  startSessionLifecycle();
  if (mode === 'widget') startWidgetBridge();
  else void registerServiceWorker();
  return 'running';
}
