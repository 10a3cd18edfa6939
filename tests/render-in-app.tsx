// The one app test harness: renders a screen (or any part of the app) inside the providers the
// app gives it — the API client on the fixture backend, the runtime built from a settings layer
// by the real pipeline, the signed-in user, the compiled en / fr catalogues and a wouter router
// on a memory location — so component tests never build these by hand.
//
//   setupFixtureBackend();                      // once per test file: msw/node on, fresh db per test
//   const app = await renderInApp(<ClaimNumbersScreen />, { path: '/claims', signedIn: true,
//     settings: { claimOptions: { showClaimNumbers: true } } });
//   app.location.history                        // where the screen navigated
//
// What it sets (runtime, session, language, every feature slice) is put back after the test.
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { render, type RenderResult } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { fixtureServer, resetFixtureBackend } from '../fixtures/backend/node.ts';
import { FIXTURE_TEST_BASE, visitorSession } from '../fixtures/backend/test-session.ts';
import { FIXTURE_PIN } from '../fixtures/backend/fixture-auth.ts';
import { configureApi } from '../src/api/api.ts';
import { callApi } from '../src/api/call-api.ts';
import { buildRuntime } from '../src/settings/settings-pipeline.ts';
import type { ClientMode, Language, Runtime } from '../src/settings/runtime.ts';
import type { Settings } from '../src/settings/settings-types.ts';
import { appState, initialAppState } from '../src/state/app-state.ts';
import { runtimeState, setRuntime } from '../src/state/runtime-state.ts';
import { initialSessionState, sessionState, type User } from '../src/state/session-state.ts';
import { LOCALES } from '../src/i18n/locale.ts';
import { moneyFormats } from '../src/i18n/money.ts';
import { features } from '../src/features/feature-registry.ts';
import { installFeatureRoutes } from '../src/app/install-features.ts';
import en from '../src/generated/i18n/en.json';
import fr from '../src/generated/i18n/fr.json';

type DeepPartial<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

/** A settings layer merged over the defaults by the real pipeline (merge → validate → derive). */
export type SettingsLayer = DeepPartial<Settings>;

export interface RenderInAppOptions {
  /** Where the memory router starts. Default '/'. */
  path?: string;
  /** Settings layer(s) over the brokerage defaults, e.g. `{ countryIsoCode: 'US' }`. */
  settings?: SettingsLayer | SettingsLayer[];
  /** Signed in through the fixture backend's PIN login: true (the first seeded user) or an e-mail. Default false. */
  signedIn?: boolean | string;
  /** UI language: catalogue, locale (en-CA / fr-CA) and Accept-Language. Default 'en'. */
  language?: Language;
  mode?: ClientMode;
  brokerId?: string;
  /** The visit's clock for the runtime (office hours, banner dates). Default now. */
  now?: Date;
}

export interface AppRender extends RenderResult {
  /** The memory location: `history` (record: true), `navigate`, `reset`. */
  location: ReturnType<typeof memoryLocation>;
  runtime: Runtime;
  /** The signed-in user, or null. */
  user: User | null;
  /** Unmounts and puts back what the harness set; runs by itself when the test ends. */
  cleanup: () => void;
}

export const DEFAULT_TEST_EMAIL = 'emilie.tremblay@example.ca';
const catalogues: Record<Language, Record<string, unknown>> = { en, fr };

/** The fixture backend (msw/node) for this test file: on before the tests, fresh data, no failures
 * and no handlers added by a test (`fixtureServer.use`) for each. */
export function setupFixtureBackend(): void {
  beforeAll(() => fixtureServer.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    fixtureServer.resetHandlers();
    resetFixtureBackend();
  });
  afterAll(() => fixtureServer.close());
}

/** Every feature slice back to its initial value (request states included). */
function resetFeatureSlices(): void {
  for (const slice of features.slices) Object.assign(slice.state, structuredClone(slice.initial));
}

export async function renderInApp(ui: ReactElement, options: RenderInAppOptions = {}): Promise<AppRender> {
  const language = options.language ?? 'en';
  const brokerId = options.brokerId ?? 'maplecrest';
  const session = visitorSession();
  installFeatureRoutes();
  appState.language = language;
  configureApi({
    base: FIXTURE_TEST_BASE,
    assetBase: FIXTURE_TEST_BASE,
    brokerId,
    language: () => appState.language,
    selectedLanguage: () => appState.selectedLanguage ?? undefined,
    token: () => session.token,
    onTokenRenewed: (token) => {
      session.token = token;
    },
    onRenewFailed: () => {
      session.token = undefined;
      sessionState.user = null;
    },
  });

  let user: User | null = null;
  if (options.signedIn) {
    const email = typeof options.signedIn === 'string' ? options.signedIn : DEFAULT_TEST_EMAIL;
    const answer = await callApi(session.client, 'auth.verifyPin', { email, pin: FIXTURE_PIN });
    session.token = answer.token;
    user = answer.user;
    sessionState.user = user;
    sessionState.lastAccessType = 'login';
  }

  const layers = options.settings === undefined ? [] : Array.isArray(options.settings) ? options.settings : [options.settings];
  const runtime = buildRuntime(layers, {
    brokerId,
    mode: options.mode ?? 'direct',
    now: options.now ?? new Date(),
    menuDefaults: features.menuDefaults,
    selectedLanguage: language,
  });
  setRuntime(runtime);

  const location = memoryLocation({ path: options.path ?? '/', record: true });
  function AppProviders({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={LOCALES[language]} messages={catalogues[language] as never} formats={moneyFormats(runtime.currency)}>
        <Router hook={location.hook} searchHook={location.searchHook}>{children}</Router>
      </IntlProvider>
    );
  }
  const result = render(ui, { wrapper: AppProviders });

  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    if (result.container.isConnected) result.unmount();
    runtimeState.runtime = null;
    Object.assign(sessionState, structuredClone(initialSessionState));
    appState.language = initialAppState.language;
    appState.selectedLanguage = initialAppState.selectedLanguage;
    resetFeatureSlices();
  };
  try {
    onTestFinished(cleanup);
  } catch {
    // Called outside a running test (e.g. in beforeAll): the caller runs cleanup().
  }
  return Object.assign(result, { location, runtime, user, cleanup });
}
