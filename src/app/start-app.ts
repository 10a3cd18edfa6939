// Start-up: storage check, stored state, fixture backend (when no real API base), one API
// client, the settings pipeline, then the session (its clocks load right after the first screen,
// session-start.ts). Invalid settings never stop the app: they end in runtime.settingsErrors.
// Settings that do not arrive within SETTINGS_TIMEOUT_MS (failed, slow, offline) are replaced by
// the last good ones on the device; with none, the error screen shows until they arrive
// (docs/product-rules.md#last-good-settings).
import { configureApi, USES_FIXTURE_BACKEND } from '../api/api.ts';
import { loadResponseValidatorMap } from '../api/response-contract.ts';
import { setTokenCookiePrefix, tokenCookie } from '../api/token-cookie.ts';
import { brokerIdFromHost } from '../settings/broker-id.ts';
import { buildRuntime, SETTINGS_TIMEOUT_MS } from '../settings/settings-pipeline.ts';
import type { Runtime } from '../settings/runtime.ts';
import { browserLanguage } from '../settings/derive-runtime.ts';
import { setRuntime } from '../state/runtime-state.ts';
import { appState } from '../state/app-state.ts';
import { sessionState } from '../state/session-state.ts';
import { storageSupport } from '../state/storage-check.ts';
import { MemoryStorage, replaceWindowStorage } from '../state/memory-storage.ts';
import { grantedStorage } from '../state/storage-access.ts';
import { loadCatalogue } from '../i18n/load-catalogue.ts';
import { warmIntl } from '../i18n/warm-intl.ts';
import { logout, storeToken } from '../session/session-actions.ts';
import { startSession } from '../session/session-start.ts';
import { afterFirstPaint } from './after-first-paint.ts';
import { whenRestored } from '../state/persistence.ts';
import { detectClientMode } from './client-mode.ts';
import { visitContext } from './visit-context.ts';
import { askForSettings, followSettings, type AskedSettings } from './follow-settings.ts';
import { runtimeWithoutFreshSettings } from './settings-fallback.ts';
import { registerSlices } from './register-slices.ts';
import { installFeatureRoutes } from './install-features.ts';
import { ancestorOriginsOf, embeddingOrigin, framingAllowed } from '../widget/framing.ts';
import { features } from '../features/feature-registry.ts';
import { preloadBanner, preloadBannerCode } from '../shell/banner/preload-banner.ts';
import { enterRoute, preloadRouteScreen, settledWithin } from '../routes/preload-route.ts';

/** 'fixture-backend-refused': in a frame, the demo's fixture backend refused by the browser (so no settings say who may frame it). */
type StartResult = 'running' | 'storage-blocked' | 'framing-refused' | 'fixture-backend-refused';

interface StartOptions {
  /** The settings did not arrive and none are saved: show the error screen, whose Retry asks again. */
  onSettingsUnavailable?: (retry: () => Promise<void>) => void;
}

/** The answer, or undefined when it takes longer than `ms` (the call goes on). */
function answeredWithin(answer: Promise<AskedSettings>, ms: number): Promise<AskedSettings | undefined> {
  let timer: number | undefined;
  return Promise.race([answer, new Promise<undefined>((resolve) => (timer = window.setTimeout(resolve, ms)))]).finally(() => window.clearTimeout(timer));
}

export async function startApp(options: StartOptions = {}): Promise<StartResult> {
  const mode = detectClientMode(window);
  const support = storageSupport();
  if (support === 'cookies-only' && mode === 'widget') {
    // A widget in a browser that blocks its storage: storage granted earlier, else memory.
    const granted = await grantedStorage();
    replaceWindowStorage(window, granted ?? { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
    if (!granted) appState.storageInMemory = true;
  } else if (support !== 'full') {
    appState.storageBlocked = true;
    appState.language = browserLanguage(navigator.languages);
    await loadCatalogue(appState.language);
    return 'storage-blocked';
  }
  const brokerId = brokerIdFromHost(window.location.host);
  setTokenCookiePrefix(brokerId);
  registerSlices();
  installFeatureRoutes();
  // Neither needs the settings nor an API: the likely catalogue (the visitor's choice, else the
  // browser's language; the settings' own follows below, at once when the guess was right) and
  // the route's screen chunk load while the backend starts and the settings come.
  const guess = appState.selectedLanguage ?? browserLanguage(navigator.languages);
  // The settings are asked for in it too (Accept-Language): the brokerage's texts come in the
  // language the visitor will most likely see (docs/product-rules.md#tenant-texts).
  appState.language = guess;
  loadCatalogue(guess).catch(() => undefined);
  const path = window.location.pathname;
  const screenLoaded = preloadRouteScreen(path);
  // A banner, when the settings bring one, is often the first screen's largest paint: its code
  // loads now, beside the settings (docs/adr/0086-login-before-the-form-engine.md#the-banner-beside-the-settings).
  void preloadBannerCode();
  // Beside the settings, so a screen's first call fetches its validator beside its request
  // (docs/adr/0063-start-up-work-beside-the-network.md).
  loadResponseValidatorMap().catch(() => undefined);
  let backendRefused = false;
  if (USES_FIXTURE_BACKEND) {
    const { startFixtureBackend } = await import('../../fixtures/backend/browser.ts');
    // The fixture backend lives in a service worker, which a browser may refuse (a widget whose
    // storage is blocked): the app still starts, on default settings with the Error notice.
    await startFixtureBackend().catch((error: unknown) => {
      backendRefused = true;
      console.error('Fixture backend not started', error);
    });
  }
  // A demo in a frame without its backend has no settings to come, so no list of the sites allowed
  // to frame it: it says so at once rather than waiting for settings that cannot arrive.
  if (backendRefused && window.parent !== window) return 'fixture-backend-refused';
  const client = configureApi({
    brokerId,
    language: () => appState.language,
    selectedLanguage: () => appState.selectedLanguage ?? undefined,
    token: () => tokenCookie.get(),
    onTokenRenewed: storeToken,
    onRenewFailed: () => void logout('token'),
  });
  const referrer = document.referrer || undefined;
  const visit = { client, brokerId, mode, ...(referrer ? { referrer } : {}) };
  const firstAsk = askForSettings(visit);
  // A task of its own, once the settings request is on its way: the first render's task is then
  // shorter by ICU's start-up (docs/adr/0063-start-up-work-beside-the-network.md).
  setTimeout(warmIntl, 0);
  const answer = await answeredWithin(firstAsk, SETTINGS_TIMEOUT_MS);
  let runtime: Runtime;
  if (answer?.arrived) runtime = buildRuntime(answer.layers, visitContext(brokerId, mode));
  else {
    runtime = await runtimeWithoutFreshSettings(visit, { ask: firstAsk, answer, waitMs: SETTINGS_TIMEOUT_MS }, (layers) => buildRuntime(layers, visitContext(brokerId, mode)), options.onSettingsUnavailable);
  }
  for (const issue of runtime.settingsErrors) console.warn(`settings ${issue.pointer || '/'}: ${issue.message}`);
  appState.language = runtime.language;
  // What the first screen shows is ready before the first render, loaded side by side: the
  // route's screen (with its texts in the settings' language), its first data request, the banner
  // when there is one, and the catalogue. So the first screen appears whole
  // (docs/adr/0056-first-screen-beside-the-settings.md); its data within LONGEST_WAIT_MS, else
  // it shows its loading state as before.
  const firstData = enterRoute(path + window.location.search, runtime, sessionState.user !== null);
  await Promise.all([
    // When the screen's texts cannot load, its loader stops wanting them (once it has settled):
    // the core catalogue is then enough, and the route shows its own error with Retry.
    loadCatalogue(runtime.language).catch(() => screenLoaded.then(() => loadCatalogue(runtime.language))),
    screenLoaded,
    runtime.banner.bannerMessage ? preloadBanner(runtime).catch(() => undefined) : undefined,
    firstData ? settledWithin(firstData) : undefined,
  ]);
  // Inside a frame the brokerage does not allow, the app shows nothing of itself (no clickjacking).
  if (!framingAllowed({ framed: window.parent !== window, mode, ownOrigin: window.location.origin, parentOrigin: embeddingOrigin(window), allowedParentOrigins: runtime.widgetParentOrigins, ancestorOrigins: ancestorOriginsOf(window) })) {
    // Without its backend the demo has no settings, so no list of the sites allowed to frame it:
    // that, not the site, is why it stops.
    return backendRefused ? 'fixture-backend-refused' : 'framing-refused';
  }
  setRuntime(runtime);
  // Still stale (saved settings): the first ask, if it has not ended, is the first to wait for.
  followSettings({ ...visit, runtime, ...(appState.settingsStale && !answer ? { pending: firstAsk } : {}) });
  startSession(window, afterFirstPaint);
  afterFirstPaint(() => {
    void whenRestored('chat');
    // Settings that arrived whole at start are kept for a visit whose settings do not arrive.
    if (answer?.arrived) void answer.keep();
    for (const start of features.starters) start(runtime);
    // The service worker registration is a chunk of its own (updates are never urgent).
    if (mode !== 'widget') {
      import('../pwa/register-service-worker.ts').then(
        (m) => m.registerServiceWorker(),
        (error: unknown) => console.error('Service worker not registered', error),
      );
    }
  });
  // The embed bridge (widget mode only) is a chunk of its own, started at once: it reads the
  // start-up query, and the host page waits for it.
  if (mode === 'widget') {
    const search = window.location.search;
    import('../widget/widget-bridge.ts').then(
      (m) => m.startWidgetBridge(window, search),
      (error: unknown) => console.error('Widget bridge not started', error),
    );
  }
  return 'running';
}
