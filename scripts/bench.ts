// `npm run bench`: performance and size figures, one per line as `name: value unit`.
//   settings_pipeline_ms      median merge+validate+derive of the largest fixture over 1 000 runs (target ≤ 0.5)
//   home_js_gzip_kb           gzip size of the JavaScript the home route loads before its first screen: the entry,
//                             the home screen and the English core catalogue with their static imports, fixture
//                             backend excluded (target ≤ 105 on React); chunks loaded after it (session clocks, service
//                             worker registration…) are not counted
//   home_js_<part>_gzip_kb    those files split by source map into React's runtime (react, react-dom, scheduler),
//                             the other libraries, the settings validator and the app's own code, each part gzipped
//                             alone (so the parts add up to a little more than the whole)
//   fixture_backend_gzip_kb   gzip size of the embedded fixture backend chunk (loaded only without VITE_API_BASE)
//   form_engine_gzip_kb       gzip size of the lazily loaded form engine (renderers/schema-form.tsx and what it alone needs;
//                             each form's schema and validator is a further chunk of its own)
//   keystroke_ratio           keystroke-to-paint median on a 200-field schema form divided by that of a plain controlled
//                             form of 200 inputs, in the same headless Chromium page (built with the app's own configuration; target ≤ 1.1)
//   home_js_loaded_<broker>_gzip_kb  everything the home route fetches in Chromium until the network is quiet,
//                             chunks loaded after the first screen included (banner, session clocks, service worker)
//   home_lcp_ms               largest contentful paint of `/` (maplecrest), median of 5 cold loads in fresh contexts,
//                             of the production build made for a real API (VITE_API_BASE) and served with the
//                             fixture backend as an HTTP server (scripts/fixture-server.ts): no msw in the page.
//                             Chromium with the CPU 4× slower and a fast 4G network (LCP_CONDITIONS; target ≤ 1 500)
//   home_banner_after_h1_ms   in those loads, how long after the page heading the banner (maplecrest's LCP element)
//                             entered the page (target ≤ 50: the first screen appears whole)
//   inventory_open_ms         /inventory of a home of 2 000 items (50 rooms × 40 items: the fixture account
//                             big-home@example.ca) loaded until its 50 rooms are shown, production build for a real API
//                             on the HTTP fixture server (as home_lcp_ms, no msw in the page) in Chromium,
//                             the device's copy dropped before each load (rooms from the server); median of 5 after a
//                             warm-up, timed in the page from the navigation start to the frame after the 50th room
//                             entered the page. inventory_room_open_ms: then one room of 40 items opened in the app,
//                             from the click to the frame after its 40th item
//   lighthouse_<home|login>_score, _cls   Lighthouse mobile (default simulated throttling) on `/` and `/auth/login`
//                             of the build for a real API on the fixture server, median of 3 (targets ≥ 90, ≤ 0.1)
// Every run builds afresh into a temporary folder. While a figure is being timed, the driver does
// not touch the page: the page reports by console message (`pageSignal`), since Playwright's first
// locator or wait in a page evaluates its own script there, which would be counted as the app's
// time (docs/adr/0071-bench-driver-stays-out-of-the-page.md).
import { readFileSync, readdirSync, statSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildRuntime } from '../src/settings/settings-pipeline.ts';
import { loadFeatures } from './load-features.ts';
import { FIRST_PAGE_PARTS, splitByPart, type FirstPagePart } from './first-page-parts.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function largestFixture(): { name: string; doc: unknown } {
  const dir = join(root, 'fixtures/brokerages');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const name = files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0] as string;
  return { name, doc: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

async function benchPipeline(): Promise<number> {
  const { doc } = largestFixture();
  const { menuDefaults } = await loadFeatures();
  const context = { brokerId: 'maplecrest', mode: 'direct' as const, now: new Date(), menuDefaults };
  for (let i = 0; i < 200; i += 1) buildRuntime([doc], context); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 1_000; i += 1) {
    const start = performance.now();
    buildRuntime([doc], context);
    times.push(performance.now() - start);
  }
  return median(times);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Gzip size of files (absolute paths), in kB. */
function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  return bytes / 1024;
}

/** The gzip size of each part of `files` (absolute paths of built chunks with their source maps). */
function firstPagePartsKb(files: Iterable<string>): Map<FirstPagePart, number> {
  const text = new Map<FirstPagePart, string[]>(FIRST_PAGE_PARTS.map((part) => [part, []]));
  for (const file of files) {
    // A chunk without a map is the bundler's own runtime: glue, counted as the app's like unmapped bytes.
    const map = existsSync(`${file}.map`) ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string }) : { sources: [], mappings: '' };
    for (const [part, piece] of splitByPart(readFileSync(file, 'utf8'), map)) text.get(part)?.push(piece);
  }
  return new Map(FIRST_PAGE_PARTS.map((part) => [part, gzipSync((text.get(part) ?? []).join(''), { level: 9 }).length / 1024]));
}

/** Files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[], outDir: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`bench: ${key} is not in the build manifest`);
    if (chunk.file.endsWith('.js')) files.add(join(outDir, chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** A fresh production build in a temporary folder, served the way `npm run preview` serves it. */
async function freshPreview(apiBase?: string): Promise<{ outDir: string; port: number; manifest: Record<string, ManifestChunk>; close: () => Promise<void> }> {
  const { startPreview } = await import('../hosting/preview-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  const port = await freePort();
  const server = await startPreview({ port, outDir, build: 'always', ...(apiBase ? { apiBase } : {}) });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  return { outDir, port, manifest, close: async () => { await server.close(); rmSync(outDir, { recursive: true, force: true }); } };
}

/**
 * Every script the home route fetches in Chromium until the network is quiet (what loads after
 * the first screen included), fixture backend excluded, gzip-sized from the build.
 */
async function homeLoadedKb(outDir: string, port: number, broker: string, exclude: Set<string>): Promise<number> {
  const { launchChromium } = await import('../e2e/chromium.ts');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const files = new Set<string>();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.replace(/^\//, '');
      if (path.endsWith('.js') && !path.endsWith('sw.js') && !path.endsWith('mockServiceWorker.js') && !exclude.has(path)) files.add(path);
    });
    await page.goto(`http://${broker}.localhost:${port}/`, { waitUntil: 'networkidle' });
    await page.locator('main').first().waitFor();
    await page.waitForTimeout(1500);
    return gzipKb([...files].filter((file) => existsSync(join(outDir, file))).map((file) => join(outDir, file)));
  } finally {
    await browser.close();
  }
}

/**
 * The next console message `name …` of `page`, as its words after the name. Waiting on it sends
 * nothing to the page, where a locator or `waitForFunction` would first evaluate Playwright's
 * script (tens of ms of main thread, hundreds at 4× slower) inside the time being measured.
 */
function pageSignal(page: import('playwright-core').Page, name: string, timeout = 60_000): Promise<string[]> {
  return page
    .waitForEvent('console', { predicate: (message) => message.text().split(' ')[0] === name, timeout })
    .then((message) => message.text().split(' ').slice(1));
}

/** CPU slowdown and network of home_lcp_ms: Chrome DevTools' "Fast 4G"-like, without its latency factor. */
export const LCP_CONDITIONS = { cpuSlowdown: 4, latencyMs: 40, downloadKbps: 9_000, uploadKbps: 1_500 };

/**
 * LCP of one cold load of `url` in a fresh context (no cache, no service worker), throttled, and
 * how long after the page heading the banner appeared (both times taken in the page, when the
 * element entered the DOM).
 */
async function lcpOnce(browser: import('playwright-core').Browser, url: string): Promise<{ lcp: number; bannerAfterH1: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, locale: 'en-CA' });
  await context.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { firstSeen: Record<string, number> }).firstSeen = seen;
    const observer = new MutationObserver(() => {
      if (seen.h1 === undefined && document.querySelector('main h1')) seen.h1 = performance.now();
      if (seen.banner === undefined && document.querySelector('.notification-banner')) seen.banner = performance.now();
      if (seen.h1 === undefined || seen.banner === undefined) return;
      observer.disconnect();
      console.log('bench:first-screen');
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LCP_CONDITIONS.latencyMs,
      downloadThroughput: (LCP_CONDITIONS.downloadKbps * 1000) / 8,
      uploadThroughput: (LCP_CONDITIONS.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: LCP_CONDITIONS.cpuSlowdown });
    const firstScreen = pageSignal(page, 'bench:first-screen');
    await page.goto(url, { waitUntil: 'commit' });
    await firstScreen;
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { firstSeen: Record<string, number> }).firstSeen);
    const bannerAfterH1 = (seen.banner ?? Number.NaN) - (seen.h1 ?? Number.NaN);
    // The last candidate before any input is the page's LCP.
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 300);
        }),
    );
    return { lcp, bannerAfterH1 };
  } finally {
    await context.close();
  }
}

/** home_lcp_ms and home_banner_after_h1_ms: the build for a real API on the fixture server, 5 cold loads. */
async function benchHomeLcp(): Promise<{ lcp: number[]; bannerAfterH1: number[] }> {
  const { startFixtureServer } = await import('./fixture-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const { launchChromium } = await import('../e2e/chromium.ts');
  const api = await startFixtureServer({ port: await freePort() });
  const build = await freshPreview(api.apiBase);
  const browser = await launchChromium();
  try {
    const url = `http://maplecrest.localhost:${build.port}/`;
    await lcpOnce(browser, url); // warm-up: the servers' first answers
    const lcp: number[] = [];
    const bannerAfterH1: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const once = await lcpOnce(browser, url);
      lcp.push(once.lcp);
      bannerAfterH1.push(once.bannerAfterH1);
    }
    return { lcp, bannerAfterH1 };
  } finally {
    await browser.close();
    await build.close();
    await api.close();
  }
}

/**
 * Lighthouse mobile (its default simulated throttling) on the build for a real API served with the
 * fixture server, for `/` and `/auth/login`: the performance score, LCP, TBT and CLS of each.
 */
async function benchLighthouse(paths: string[], runsEach: number): Promise<Map<string, { score: number; lcp: number; tbt: number; cls: number }[]>> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { startFixtureServer } = await import('./fixture-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('../e2e/chromium.ts');
  const api = await startFixtureServer({ port: await freePort() });
  const build = await freshPreview(api.apiBase);
  const results = new Map<string, { score: number; lcp: number; tbt: number; cls: number }[]>();
  try {
    for (const path of paths) {
      const runs: { score: number; lcp: number; tbt: number; cls: number }[] = [];
      for (let run = 0; run < runsEach; run += 1) {
        // A fresh browser each run: no cache, no service worker, as a first visit.
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
        try {
          const answer = await lighthouse(`http://maplecrest.localhost:${build.port}${path}`, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
          const lhr = answer?.lhr;
          if (!lhr) throw new Error(`lighthouse gave no result for ${path}`);
          runs.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          });
        } finally {
          chrome.kill();
        }
      }
      results.set(path, runs);
    }
    return results;
  } finally {
    await build.close();
    await api.close();
  }
}

/** inventory_open_ms and inventory_room_open_ms: the big home's rooms list and one room, opened in the app. */
async function benchInventoryOpen(): Promise<{ open: number[]; room: number[] }> {
  // As the home LCP: the build for a real API, the fixture backend as an HTTP server, so the figure
  // is the app's and not the embedded fixture backend's start-up (a service worker and 200 kB).
  const { startFixtureServer } = await import('./fixture-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const api = await startFixtureServer({ port: await freePort() });
  const build = await freshPreview(api.apiBase);
  const { launchChromium, newContext } = await import('../e2e/chromium.ts');
  const { completeLoginIn } = await import('../e2e/sign-in.ts');
  const browser = await launchChromium();
  try {
    const context = await newContext(browser, { width: 1200 });
    // Timed in the page, so the figure is the app's and not the test driver's polling: the frame
    // after the list reached its length (rAF, then a task: the paint has happened), counted from
    // the navigation's start for the rooms list and from the click for a room, and reported by a
    // console message (pageSignal).
    await context.addInitScript(() => {
      const shown: Record<string, number> = {};
      let roomsTitle = '';
      new MutationObserver(() => {
        const rows = document.querySelectorAll('.inventory-list > li').length;
        const title = document.querySelector('main h1')?.textContent ?? '';
        const inRoom = new URLSearchParams(window.location.search).has('room');
        const key = inRoom ? 'room' : 'rooms';
        if (shown[key] !== undefined || rows < (inRoom ? 40 : 50) || (inRoom && title === roomsTitle)) return;
        if (!inRoom) roomsTitle = title;
        shown[key] = -1;
        requestAnimationFrame(() => setTimeout(() => console.log(`bench:shown ${key} ${(shown[key] = performance.now())}`), 0));
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const home = `http://maplecrest.localhost:${build.port}/`;
    await page.goto(`${home}auth/login`);
    await completeLoginIn(page, 'en', 'big-home@example.ca');
    await page.waitForURL((url) => url.pathname === '/');
    const open: number[] = [];
    const room: number[] = [];
    const shownAt = (key: string) =>
      pageSignal(page, 'bench:shown', 30_000).then(([shownKey, at]) => {
        if (shownKey !== key) throw new Error(`bench: ${shownKey} shown while waiting for ${key}`);
        return Number(at);
      });
    for (let run = 0; run < 6; run += 1) {
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) if (key.startsWith('iss:slice:inventoryCache:')) localStorage.removeItem(key);
      });
      const rooms = shownAt('rooms');
      await page.goto(`${home}inventory`, { waitUntil: 'commit' });
      const opened = await rooms;
      await page.locator('.inventory-list > li a').first().waitFor();
      const roomShown = shownAt('room');
      const clickedAt = await page.evaluate(() => {
        const at = performance.now();
        document.querySelector<HTMLAnchorElement>('.inventory-list > li a')?.click();
        return at;
      });
      const roomOpened = (await roomShown) - clickedAt;
      if (run > 0) {
        open.push(opened);
        room.push(roomOpened);
      }
    }
    return { open, room };
  } finally {
    await browser.close();
    await build.close();
    await api.close();
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log('Usage: npm run bench [-- --only pipeline|sizes|lcp|inventory|lighthouse|keystrokes]');
    return;
  }
  const onlyAt = process.argv.indexOf('--only');
  const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
  const runs = (part: string) => only === undefined || only === part;
  if (runs('pipeline')) console.log(`settings_pipeline_ms: ${(await benchPipeline()).toFixed(3)} ms`);
  if (runs('sizes')) await benchSizes();
  if (runs('lcp')) {
    const { lcp, bannerAfterH1 } = await benchHomeLcp();
    const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps } = LCP_CONDITIONS;
    console.log(`# home_lcp_ms: CPU ${cpuSlowdown}x slower, ${latencyMs} ms latency, ${downloadKbps / 1000} Mbit/s down, ${uploadKbps / 1000} Mbit/s up; runs ${lcp.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`home_lcp_ms: ${median(lcp).toFixed(0)} ms`);
    console.log(`# home_banner_after_h1_ms: runs ${bannerAfterH1.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`home_banner_after_h1_ms: ${median(bannerAfterH1).toFixed(0)} ms`);
  }
  if (runs('inventory')) {
    const inventory = await benchInventoryOpen();
    console.log(`# inventory_open_ms: runs ${inventory.open.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`inventory_open_ms: ${median(inventory.open).toFixed(0)} ms`);
    console.log(`inventory_room_open_ms: ${median(inventory.room).toFixed(0)} ms`);
  }
  if (runs('lighthouse')) {
    const results = await benchLighthouse(['/', '/auth/login'], 3);
    for (const [path, list] of results) {
      const name = path === '/' ? 'home' : 'login';
      console.log(`# lighthouse ${path}: runs ${list.map((r) => `${r.score} (LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)})`).join('; ')}`);
      console.log(`lighthouse_${name}_score: ${median(list.map((r) => r.score))} points`);
      console.log(`lighthouse_${name}_cls: ${median(list.map((r) => r.cls)).toFixed(3)} score`);
    }
  }
  if (runs('keystrokes')) {
    const keystrokes = await benchKeystrokes();
    console.log(`keystroke_schema_form_ms: ${keystrokes.schema.toFixed(2)} ms`);
    console.log(`keystroke_plain_form_ms: ${keystrokes.plain.toFixed(2)} ms`);
    console.log(`keystroke_ratio: ${(keystrokes.schema / keystrokes.plain).toFixed(2)} ratio`);
  }
}

/** home_js_gzip_kb and the other size figures, from a fresh build on the embedded fixture backend. */
async function benchSizes(): Promise<void> {
  const build = await freshPreview();
  try {
    const { manifest } = build;
    const homeKeys = ['index.html', 'src/features/home/home-screen.tsx', 'src/generated/i18n/parts/en.core.json'];
    const home = staticClosure(manifest, homeKeys, build.outDir);
    const backend = staticClosure(manifest, ['fixtures/backend/browser.ts'], build.outDir);
    for (const file of home) backend.delete(file);
    console.log(`home_js_gzip_kb: ${gzipKb(home).toFixed(1)} kB`);
    for (const [part, kb] of firstPagePartsKb(home)) console.log(`home_js_${part.replace(/ /g, '_')}_gzip_kb: ${kb.toFixed(1)} kB`);
    const backendFiles = new Set([...backend].map((file) => file.slice(build.outDir.length + 1)));
    for (const broker of ['northwind', 'maplecrest']) {
      console.log(`home_js_loaded_${broker}_gzip_kb: ${(await homeLoadedKb(build.outDir, build.port, broker, backendFiles)).toFixed(1)} kB`);
    }
    console.log(`fixture_backend_gzip_kb: ${gzipKb(backend).toFixed(1)} kB`);
    const formEngine = staticClosure(manifest, ['renderers/schema-form.tsx'], build.outDir);
    for (const file of home) formEngine.delete(file);
    const formInHome = [...home].some((file) => file.includes('schema-form'));
    console.log(`form_engine_gzip_kb: ${gzipKb(formEngine).toFixed(1)} kB${formInHome ? ' (WARNING: in the home route)' : ''}`);
  } finally {
    await build.close();
  }
}

/** Median keystroke-to-paint of each form in scripts/keystroke-bench/, built for production. */
async function benchKeystrokes(): Promise<{ schema: number; plain: number }> {
  const { build, preview } = await import('vite');
  // The app's own compile and render configuration (vite.config.ts), not a separate React-only one.
  const { appRendering } = await import('../vite.config.ts');
  const rendering = appRendering('build');
  const { launchChromium } = await import('../e2e/chromium.ts');
  const benchRoot = join(root, 'scripts/keystroke-bench');
  const outDir = mkdtempSync(join(tmpdir(), 'keystroke-bench-'));
  await build({ root: benchRoot, configFile: false, logLevel: 'warn', mode: 'production', plugins: rendering.plugins, resolve: rendering.resolve, build: { ...rendering.build, outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 } });
  const server = await preview({ root: benchRoot, configFile: false, logLevel: 'warn', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0] ?? '';
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const typeInto = async (selector: string, keys: number): Promise<number[]> => {
      await page.click(selector);
      await page.keyboard.type('warm up', { delay: 20 });
      await page.evaluate(() => (window as unknown as { keystrokeSamples: () => number[] }).keystrokeSamples());
      for (let i = 0; i < keys; i += 1) await page.keyboard.type(String.fromCharCode(97 + (i % 26)), { delay: 0 }).then(() => page.waitForTimeout(25));
      await page.waitForTimeout(100);
      return page.evaluate(() => (window as unknown as { keystrokeSamples: () => number[] }).keystrokeSamples());
    };
    await page.locator('#root_f100').waitFor();
    // Alternate the two forms so that any drift of the machine hits both alike.
    const schema: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      schema.push(...(await typeInto('#root_f100', 40)));
      plain.push(...(await typeInto('#plain_f100', 40)));
    }
    return { schema: median(schema), plain: median(plain) };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
