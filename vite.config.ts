import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin, type PluginOption, type UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { widgetEmbed } from './scripts/vite-widget-embed.ts';
import { stripDefaultMessagesPlugin } from './scripts/vite-strip-default-messages.ts';
import { contentSecurityPolicyPlugin } from './scripts/vite-csp.ts';
import { compileHintsPlugin } from './scripts/vite-compile-hints.ts';
import { formEngineGroup } from './scripts/vite-form-engine-chunk.ts';

// The libraries the first page starts with. Left alone, rolldown cuts them into five small chunks
// (the lazy screens share them); one chunk is fewer requests and compresses better.
const START_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat|valtio|proxy-compare|wouter|regexparam)[\\/]/;

// What every screen's first render uses besides the entry: its data hook (and the API client under
// it), paths, money, the brokerage's country (its units) and the media query. Left alone, rolldown cuts them into seven small chunks that
// the first screen asks for one by one (docs/adr/0067-first-screen-in-fewer-scripts.md).
// The long dates (i18n/long-date.ts) and renderers/busy-button.ts too: both used by screens with
// and without a form. So are the helpers the entry shares with a lazy chunk (the form engine, since
// a form's first paint: docs/adr/0086-login-before-the-form-engine.md; the answers' repair:
// json-pointer), which rolldown would otherwise cut into chunks of a few hundred bytes each.
const SCREEN_KIT = /[\\/](src[\\/](api[\\/]json-pointer|state[\\/](use-call|run-call|entered-call)|ui[\\/](use-media-query|preloadable)|i18n[\\/](money|long-date|country)|paths[\\/]paths)|renderers[\\/](busy-button|settled-promise))\.tsx?$/;

// The form engine as one chunk (docs/adr/0070-form-engine-in-one-chunk.md), but for these helpers:
// the inventory, the chat and the documents list import them and show no form at first…
const FORM_ENGINE = formEngineGroup({
  entry: fileURLToPath(new URL('./src/main.tsx', import.meta.url)),
  root: fileURLToPath(new URL('./renderers/schema-form.tsx', import.meta.url)),
  outside: /[\\/]renderers[\\/](form-messages|media[\\/](image-resize|file-signature))\.ts$/,
  // …and a form's first paint, which shows before the engine (docs/adr/0086-login-before-the-form-engine.md).
  before: [fileURLToPath(new URL('./renderers/first-paint-form.tsx', import.meta.url))],
  taken: [START_LIBRARIES, SCREEN_KIT],
});

/**
 * A build for a real API (VITE_API_BASE) has no fixture backend: msw's worker script, copied from
 * public/, is removed from the output (it is never precached either: globIgnores below).
 */
function withoutMswWorker(apiBase: string | undefined): Plugin {
  let outDir = 'dist';
  return {
    name: 'without-msw-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (apiBase) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * A build for an API on another origin opens the connection to it while the page's scripts load:
 * the settings request, the first one, then needs no new connection (crossorigin: the app's calls
 * are CORS requests without credentials, the same connection pool).
 */
export function preconnectToApi(apiBase: string | undefined): Plugin {
  return {
    name: 'preconnect-to-api',
    apply: 'build',
    transformIndexHtml() {
      if (!apiBase || !/^https?:\/\//i.test(apiBase)) return [];
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: new URL(apiBase).origin, crossorigin: '' }, injectTo: 'head' }];
    },
  };
}

/** The fixture backend's page entry, replaced in builds for a real API. */
const FIXTURE_BACKEND_ENTRY = /[\\/]fixtures[\\/]backend[\\/]browser\.ts$/;
const NO_FIXTURE_BACKEND = fileURLToPath(new URL('./fixtures/backend/no-fixture-backend.ts', import.meta.url));

/**
 * A build for a real API (VITE_API_BASE) has no fixture backend: the page's entry of it (msw and
 * every handler and fixture, ~190 kB gzip) becomes a stub, so none of it is bundled or precached.
 */
function withoutFixtureBackend(apiBase: string | undefined): Plugin {
  return {
    name: 'without-fixture-backend',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!apiBase || !source.includes('fixtures/backend/browser')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && FIXTURE_BACKEND_ENTRY.test(resolved.id) ? NO_FIXTURE_BACKEND : null;
    },
  };
}

/**
 * How the app's code is compiled and rendered (React plugin, aliases, target): shared by the app's
 * build and the keystroke benchmark's page (scripts/bench.ts), so the bench measures what ships.
 */
export function appRendering(command: 'build' | 'serve'): { plugins: PluginOption[]; resolve: NonNullable<UserConfig['resolve']>; build: { target: string } } {
  return {
    plugins: [
      // Catalogues hold every message in both languages, so builds drop the descriptors' English copy.
      stripDefaultMessagesPlugin(),
      react(),
    ],
    resolve: {
      // Catalogues ship precompiled (AST), so production builds drop the ICU message parser.
      // React 19 has useSyncExternalStore, so wouter's shim for older Reacts is not shipped.
      // The form engine's markdown parser serves options no form sets (renderers/markdown-as-text.tsx).
      alias: [
        { find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./renderers/markdown-as-text.tsx', import.meta.url)) },
        ...(command === 'build'
          ? [
              { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
              { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/use-sync-external-store-shim.ts', import.meta.url)) },
            ]
          : []),
      ],
    },
    build: { target: 'es2022' },
  };
}

export default defineConfig(({ command, mode }) => ({
  plugins: [
    withoutFixtureBackend(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE),
    withoutMswWorker(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE),
    preconnectToApi(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE),
    // The strict CSP as a <meta> of the built page (hosting/content-security-policy.ts).
    contentSecurityPolicyPlugin(loadEnv(mode, process.cwd(), 'VITE_')),
    ...appRendering(command).plugins,
    widgetEmbed(),
    compileHintsPlugin(),
    // One service worker (src/pwa/sw.ts) for the precached shell and, with the fixture backend,
    // msw; the manifest is made per brokerage at run time (src/pwa/web-manifest.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Classic worker: msw's worker script is loaded with importScripts.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        globIgnores: ['mockServiceWorker.js', 'widget.js'],
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: appRendering(command).resolve,
  server: { port: 5173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'] },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1', allowedHosts: ['.localhost'] },
  build: {
    ...appRendering(command).build,
    manifest: true,
    // Hidden maps: nothing in the page points at them, and an error report from a
    // policyholder's browser can still be mapped to the source (docs/adr/0055-react-in-every-build.md).
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'vendor', test: START_LIBRARIES }, { name: 'screen-kit', test: SCREEN_KIT }, FORM_ENGINE] } } },
  },
  test: {
    // On CI a test that fails once runs once more; `npm test` names every test that needed it, so a
    // flaky test is reported, not hidden (docs/adr/0062-one-retry-on-ci.md).
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'hosting/**/*.test.ts', 'fixtures/**/*.test.ts', 'renderers/**/*.test.ts', 'studio/**/*.test.ts'],
          // `*.dom.test.ts`: logic that needs a DOM (e.g. DOMPurify) runs in the dom project.
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'renderers/**/*.test.tsx', 'src/**/*.dom.test.ts', 'renderers/**/*.dom.test.ts', 'fixtures/**/*.dom.test.ts'],
          setupFiles: ['tests/setup-dom.ts'],
          // Screens that load form chunks through the fixture backend take a few seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // vitest's 1 s poll default is shorter than a service worker or a reload can take on a
          // loaded 2-core CI machine; a poll still ends as soon as it succeeds.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
}));
