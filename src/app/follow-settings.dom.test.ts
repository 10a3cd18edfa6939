// The brokerage's texts follow the app's language: the settings are asked for again in the chosen
// language (the fixture backend answers maplecrest's banner in French), a failed call
// keeps the texts and is made again once back online, or after a back-off when the server failed
// (not when it refused), and a runtime set by someone else is left alone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupFixtureBackend } from '../../tests/render-in-app.tsx';
import { FIXTURE_TEST_BASE } from '../../fixtures/backend/test-session.ts';
import { SLOW_KEY, setFailures } from '../../fixtures/backend/fail-switch.ts';
import { createApiClient } from '../api/api-client.ts';
import { loadRuntime } from '../settings/settings-pipeline.ts';
import type { Runtime } from '../settings/runtime.ts';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { appState, initialAppState } from '../state/app-state.ts';
import { runtimeState, setRuntime } from '../state/runtime-state.ts';
import { features } from '../features/feature-registry.ts';
import { askForSettings, followSettings } from './follow-settings.ts';
import { askUntilArrived } from './settings-fallback.ts';
import { buildRuntime } from '../settings/settings-pipeline.ts';
import { lastSettingsState, savedSettings, whenSavedSettingsRead } from '../state/last-settings.ts';

setupFixtureBackend();

const ENGLISH_BANNER = /^<strong>Winter storm warning:<\/strong>/;
const FRENCH_BANNER = /^<strong>Alerte de tempête hivernale\u00a0:<\/strong>/;
const asked: string[] = [];
let stop: () => void = () => undefined;

const client = createApiClient({
  base: FIXTURE_TEST_BASE,
  brokerId: 'maplecrest',
  language: () => appState.language,
  selectedLanguage: () => appState.selectedLanguage ?? undefined,
  fetch: (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/settings/')) asked.push(new Headers(init?.headers).get('Selected-Language') ?? '-');
    return fetch(input, init);
  },
});

async function start(): Promise<Runtime> {
  const runtime = await loadRuntime(client, { brokerId: 'maplecrest', mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults, browserLanguages: ['en-CA'] });
  appState.language = runtime.language;
  setRuntime(runtime);
  stop = followSettings({ client, brokerId: 'maplecrest', mode: 'direct', runtime });
  return runtime;
}

function banner(): string | undefined {
  return runtimeState.runtime?.banner.bannerMessage;
}

async function settled(): Promise<void> {
  // The settings' two calls and the pipeline: a few turns of the event loop on the fixture backend.
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
}

/**
 * Starts, then chooses French while the settings call fails as `failure` says: the texts stay as
 * they were (never the defaults), and the switch is cleared again. Returns the runtime kept.
 */
async function chooseFrenchWhileSettingsFail(failure: string): Promise<Runtime> {
  const first = await start();
  setFailures([failure]);
  chooseLanguage('fr');
  await settled();
  expect(asked).toEqual(['-', 'fr']);
  expect(runtimeState.runtime).toBe(first);
  setFailures([]);
  return first;
}

beforeEach(() => {
  Object.assign(appState, structuredClone(initialAppState));
  asked.length = 0;
});
afterEach(() => {
  stop();
  setFailures([]);
  runtimeState.runtime = null;
});

describe('followSettings: the language', () => {
  it('asks for the settings again in the chosen language and swaps the runtime', async () => {
    const first = await start();
    expect(first.banner.bannerMessage).toMatch(ENGLISH_BANNER);
    chooseLanguage('fr');
    await expect.poll(banner).toMatch(FRENCH_BANNER);
    expect(runtimeState.runtime?.language).toBe('fr');
    expect(runtimeState.runtime?.menu.length).toBe(first.menu.length);
    expect(asked).toEqual(['-', 'fr']);
    chooseLanguage('en');
    await expect.poll(banner).toMatch(ENGLISH_BANNER);
  });

  it('follows logout’s reset too: no choice, the texts in the default language', async () => {
    await start();
    chooseLanguage('fr');
    await expect.poll(banner).toMatch(FRENCH_BANNER);
    // What logout does (src/session/session-actions.ts): the choice cleared, the default language back.
    appState.selectedLanguage = null;
    appState.language = runtimeState.runtime?.defaultLanguage ?? 'fr';
    await expect.poll(banner).toMatch(ENGLISH_BANNER);
    expect(asked).toEqual(['-', 'fr', '-']);
    expect(runtimeState.runtime?.language).toBe('en');
  });

  it('keeps the texts when the call fails, and asks again once the browser is back online', async () => {
    await chooseFrenchWhileSettingsFail('/settings/core:network');
    window.dispatchEvent(new Event('online'));
    await expect.poll(banner).toMatch(FRENCH_BANNER);
  });

  it('online, asks again after a back-off when the server failed (a 503), and then swaps', async () => {
    await chooseFrenchWhileSettingsFail('/settings/core:503');
    // The outboxes' first wait is 2 s: no `online` event comes while online.
    await expect.poll(banner, { timeout: 4_000 }).toMatch(FRENCH_BANNER);
    expect(asked).toEqual(['-', 'fr', 'fr']);
  });

  it('does not ask again when the server refused the call (a 404)', async () => {
    const first = await chooseFrenchWhileSettingsFail('/settings/core:404');
    // Past the first wait of the back-off (2 s).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(asked).toEqual(['-', 'fr']);
    expect(runtimeState.runtime).toBe(first);
  });

  it('lets the last choice win when answers cross', async () => {
    await start();
    window.sessionStorage.setItem(SLOW_KEY, '/settings/core:150');
    chooseLanguage('fr');
    await expect.poll(() => asked.length).toBe(2);
    // Back to English while the French answer is on its way: that answer is not used.
    chooseLanguage('en');
    window.sessionStorage.removeItem(SLOW_KEY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await settled();
    expect(asked).toEqual(['-', 'fr']);
    expect(runtimeState.runtime?.banner.bannerMessage).toMatch(ENGLISH_BANNER);
    expect(runtimeState.runtime?.language).toBe('en');
  });

  it('leaves alone a runtime set by someone else (the studio’s frame)', async () => {
    const first = await start();
    const studio: Runtime = { ...first, brand: { ...first.brand, name: 'Studio edit' } };
    setRuntime(studio);
    chooseLanguage('fr');
    await settled();
    expect(asked).toEqual(['-']);
    expect(runtimeState.runtime).toBe(studio);
  });
});

describe('followSettings: settings that did not arrive (docs/product-rules.md#last-good-settings)', () => {
  const context = () => ({ brokerId: 'maplecrest', mode: 'direct' as const, now: new Date(), menuDefaults: features.menuDefaults, browserLanguages: ['en-CA'] });

  it('running on saved settings, asks again after a back-off and swaps the fresh ones in place', async () => {
    setFailures(['/settings/core:503']);
    // What start-up does when the calls fail and a copy is saved: the saved layers, marked stale.
    const saved = buildRuntime([{ brand: { name: 'Saved copy' } }], context());
    appState.settingsStale = { kind: 'saved', at: 1 };
    setRuntime(saved);
    stop = followSettings({ client, brokerId: 'maplecrest', mode: 'direct', runtime: saved });
    await settled();
    expect(runtimeState.runtime).toBe(saved);
    setFailures([]);
    await expect.poll(() => runtimeState.runtime?.brand.name, { timeout: 5_000 }).toBe('Maplecrest Insurance Brokers');
    expect(appState.settingsStale).toBeNull();
    // What arrived whole is kept for the next visit.
    await whenSavedSettingsRead();
    await expect.poll(() => savedSettings('maplecrest', 'direct', 'en')?.layers.length ?? 0).toBeGreaterThan(0);
  });

  it('with none saved, waits until they arrive: on `online` at once, and Retry asks now', async () => {
    lastSettingsState.saved = {};
    setFailures(['/settings/core:network']);
    const visit = { client, brokerId: 'maplecrest', mode: 'direct' as const };
    const wait = askUntilArrived(visit, askForSettings(visit));
    let layers: unknown[] | undefined;
    void wait.arrived.then((arrived) => (layers = arrived));
    await settled();
    const before = asked.length;
    // Retry while still failing: one more ask, and no layers.
    await wait.retryNow();
    expect(asked.length).toBe(before + 1);
    expect(layers).toBeUndefined();
    setFailures([]);
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => layers?.length ?? 0).toBeGreaterThan(0);
  });
});
