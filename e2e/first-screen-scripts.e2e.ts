// Each script a first screen asks for costs the main thread a few milliseconds on a slow phone,
// whatever its size, so the build groups what every screen's first render uses with the first page
// (docs/adr/0067-first-screen-in-fewer-scripts.md), and start-up work the first screen does not
// show waits for its paint (docs/adr/0068-after-the-first-paint.md); every script asks V8 to compile it
// whole, off the main thread (docs/adr/0069-compile-hints.md); the form engine is one chunk
// (docs/adr/0070-form-engine-in-one-chunk.md). Read from the browser tests' build a brokerage
// ships, for a real HTTP API, and in Chromium on it (docs/adr/0073-browser-tests-on-the-real-api-build.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Manifest } from 'vite';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { COMPILE_HINT } from '../scripts/vite-compile-hints.ts';

const manifest: Manifest = JSON.parse(readFileSync(join(inject('apiPreviewOutDir'), '.vite/manifest.json'), 'utf8'));

/** The scripts a manifest entry loads with it (its static imports, followed). */
function scriptsOf(key: string): Set<string> {
  const files = new Set<string>();
  const visit = (at: string, seen: Set<string>) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  visit(key, new Set());
  return files;
}

const firstPage = scriptsOf('index.html');

describe('the first screen in few scripts', () => {
  it('loads the first page as its entry, the libraries and the screens’ common code: four scripts', () => {
    const names = [...firstPage].map((file) => file.replace(/^assets\/|-[\w-]{8}\.js$/g, '')).sort();
    expect(names).toEqual(['index', 'rolldown-runtime', 'screen-kit', 'vendor']);
  });

  it('adds one script for the home screen, and none of the form engine', () => {
    const home = [...scriptsOf('src/features/home/home-screen.tsx')].filter((file) => !firstPage.has(file));
    expect(home).toHaveLength(1);
    expect(home[0]).toMatch(/^assets\/home-screen-/);
    const engine = manifest['renderers/schema-form.tsx']?.file;
    expect(engine).toBeDefined();
    expect(firstPage.has(engine ?? '')).toBe(false);
  });

  it('gives the screens’ data hook and the API client one script, loaded with the first page', () => {
    const kit = [...firstPage].find((file) => file.includes('screen-kit-')) ?? '';
    const text = readFileSync(join(inject('apiPreviewOutDir'), kit), 'utf8');
    // Texts of the API client and of the data hook's request cycle, which survive minification.
    expect(text).toContain('Accept-Language');
    for (const screen of ['src/features/documents/list/documents-list-screen.tsx', 'src/features/services/services-screen.tsx']) {
      const own = [...scriptsOf(screen)].filter((file) => !firstPage.has(file));
      expect(own.some((file) => /(use-call|run-call|entered-call|paths|money|use-media-query)-/.test(file)), screen).toBe(false);
    }
  });
});

describe('the form engine in one script', () => {
  const engineScripts = [...scriptsOf('renderers/schema-form.tsx')].filter((file) => !firstPage.has(file));
  const engine = engineScripts.find((file) => /^assets\/form-engine-/.test(file)) ?? '';

  it('loads schema-form.tsx, one chunk of the engine and the helpers it shares with screens without a form', () => {
    const names = engineScripts.map((file) => file.replace(/^assets\/|-[\w-]{8}\.js$/g, ''));
    expect(names).toContain('schema-form');
    expect(names).toContain('form-engine');
    // The helpers' chunks are named after one of their modules.
    const helpers = names.filter((name) => name !== 'schema-form' && name !== 'form-engine');
    expect(helpers.length, names.join(' ')).toBeLessThanOrEqual(4);
    // …and a form's first paint, the widgets and template it shares with the engine (docs/adr/0086-login-before-the-form-engine.md).
    for (const name of helpers) expect(name).toMatch(/^(form-messages|image-resize|file-signature|form-first-paint)$/);
  });

  it('is not loaded with the login, whose form is painted first: its first paint is one script', () => {
    const login = scriptsOf('src/features/auth/login-screen.tsx');
    expect(login.has(engine)).toBe(false);
    expect([...login].filter((file) => /^assets\/form-first-paint-/.test(file))).toHaveLength(1);
  });

  it('is not loaded by the screens that show no form at first: home, inventory, chat, documents list', () => {
    for (const screen of ['src/features/home/home-screen.tsx', 'src/features/inventory/inventory-screen.tsx', 'src/features/chat/chat-screen.tsx', 'src/features/documents/list/documents-list-screen.tsx']) {
      const scripts = scriptsOf(screen);
      expect(scripts.size, screen).toBeGreaterThan(1);
      expect(scripts.has(engine), screen).toBe(false);
    }
  });

  // Every lazy chunk, not only the four above: a screen without a form that imports a helper of the
  // engine brings all of it. The list is what shows a form in its first render (the login paints
  // its form before the engine); a new entry here
  // is either such a screen (add it) or a helper to keep apart (`outside` in vite.config.ts).
  it('is loaded by no lazy chunk but those whose first render is a form', () => {
    const withEngine = Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && key !== 'renderers/schema-form.tsx' && scriptsOf(key).has(engine))
      .map(([key]) => key)
      .sort();
    expect(withEngine).toEqual([
      'src/features/account/add-user-form.tsx',
      'src/features/account/notifications-screen.tsx',
      'src/features/claims/claim-wizard-screen.tsx',
      'src/features/documents/parties/parties-add-form.tsx',
      'src/features/documents/slips/create-slip-screen.tsx',
      'src/features/payments/payments-screen.tsx',
      'src/features/quote/quote-screen.tsx',
    ]);
  });
});

describe('compile hints', () => {
  it('opens every script with the hint, its hidden source map moved down by that line', () => {
    const assets = join(inject('apiPreviewOutDir'), 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(50);
    for (const name of scripts) {
      expect(readFileSync(join(assets, name), 'utf8').split('\n', 1)[0], name).toBe(COMPILE_HINT);
      // The bundler's own runtime has no source to map.
      if (name.startsWith('rolldown-runtime-')) continue;
      const map = JSON.parse(readFileSync(join(assets, `${name}.map`), 'utf8')) as { mappings: string };
      expect(map.mappings.startsWith(';'), name).toBe(true);
    }
  });
});

describe('start-up work the first screen does not show', () => {
  let browser: Browser;
  let scope: ApiScope;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    scope = apiScope();
  });

  it('asks for the session clocks, the chat’s stored copy and the service worker only once the first screen has painted', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(scope.url('maplecrest', '/'));
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('register-service-worker-')), null, { timeout: 15_000 });
    const timing = await page.evaluate(() => ({
      // The paint's own time, in the frame's rendering (its startTime is when the screen shows it).
      paint: (performance.getEntriesByName('first-contentful-paint')[0] as (PerformanceEntry & { paintTime?: number }) | undefined)?.paintTime ?? Number.NaN,
      later: performance
        .getEntriesByType('resource')
        .filter((entry) => /(session-lifecycle|chat\.validator|register-service-worker)-/.test(entry.name))
        .map((entry) => ({ name: entry.name.replace(/^.*\/assets\//, ''), start: entry.startTime })),
    }));
    expect(timing.later.map((entry) => entry.name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(['chat.validator', 'register-service-worker', 'session-lifecycle']);
    for (const entry of timing.later) expect(entry.start, entry.name).toBeGreaterThan(timing.paint);
    await context.close();
  });
});
