// `npm run bench`: performance and size figures, one per line as `name: value unit`.
//   settings_pipeline_ms      median merge+validate+derive of the largest fixture over 1 000 runs (target ≤ 0.5)
//   home_js_gzip_kb           gzip size of the JavaScript the home route loads before its first screen: the entry,
//                             the home screen and the English core catalogue with their static imports, fixture
//                             backend excluded (budget 126.3); chunks loaded after it (session clocks, service
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
//   home_js_within_budget     whether home_js_gzip_kb is within HOME_JS_BUDGET_KB (126.3); printed, never failed on
//   route_js_gzip_kb <path>   the same figure for each route's screen (the features' declarations, read by
//                             scripts/route-screens.ts), with the form engine where the screen waits for its forms
//   host_benchmark_index      the host's BenchmarkIndex, computed in a blank page by Lighthouse's own page function
//                             (median of 3); cpu_slowdown: the CPU slowdown of every throttled figure of the run (LCP,
//                             inventory, Lighthouse), from that index by Lighthouse's calculator (scripts/bench-cpu.ts),
//                             or `--cpu N`
//   home_lcp_ms, login_lcp_ms largest contentful paint of `/` and `/auth/login` (maplecrest), median of `--pairs N` (5)
//                             cold loads in fresh contexts, of the production build made for a real API (VITE_API_BASE)
//                             and served with the fixture backend as an HTTP server (scripts/fixture-server.ts): no msw
//                             in the page. Chromium with the CPU slowdown above and a fast 4G network (LCP_CONDITIONS).
//   floor_<page>_lcp_ms       the same of the floor (scripts/bench-floor/: React 19, one round trip for the settings,
//                             the same first-screen markup and stylesheet), loaded alternately with the app, cold;
//   <page>_lcp_floor_ratio    the median of each pair's app / floor ratio, with how many pairs the app lost
//                             (targets ≤ 1.3 for home, ≤ 1.5 for login)
//   home_banner_after_h1_ms   in the app's home loads, how long after the page heading the banner (maplecrest's LCP
//                             element) entered the page (target ≤ 50: the first screen appears whole)
//   inventory_open_ms         /inventory of a home of 2 000 items (50 rooms × 40 items: the fixture account
//                             big-home@example.ca) loaded until its 50 rooms are shown, production build for a real API
//                             on the HTTP fixture server (as home_lcp_ms, no msw in the page) in Chromium at the run's
//                             CPU slowdown, the device's copy dropped before each load (rooms from the server); median of
//                             5 after a warm-up, timed in the page from the navigation start to the frame after the 50th
//                             room entered the page (target ≤ 300). inventory_room_open_ms: then one room of 40 items
//                             opened in the app, from the click to the frame after its 40th item (target ≤ 100)
//   lighthouse_<home|login>_score, _cls   Lighthouse mobile (simulated throttling, its CPU multiplier set to the run's
//                             slowdown) on `/` and `/auth/login` of the build for a real API on the fixture server, median
//                             of 3 (targets ≥ 95 / ≥ 90, CLS ≤ 0.05)
// `--ab <git-ref>` instead builds that commit and this tree and prints, for the LCP of `/` and `/auth/login`,
// both medians, the median of the pairs' differences and how many pairs this tree won.
// The method: docs/adr/0082-figures-beside-a-floor-on-the-same-host.md.
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
import { PATHS } from '../src/paths/paths.ts';
import { loadFeatures } from './load-features.ts';
import { FIRST_PAGE_PARTS, splitByPart, type FirstPagePart } from './first-page-parts.ts';
import { cpuOverride, cpuSlowdownFor } from './bench-cpu.ts';
import { median, summarizePairs, type Pair } from './bench-stats.ts';
import { routeScreens } from './route-screens.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function largestFixture(): { name: string; doc: unknown } {
  const dir = join(root, 'fixtures/brokerages');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const name = files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0] as string;
  return { name, doc: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown };
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

/** The network of the LCP figures: Chrome DevTools' "Fast 4G"-like, without its latency factor. */
export const LCP_CONDITIONS = { latencyMs: 40, downloadKbps: 9_000, uploadKbps: 1_500 };

/** The CPU slowdown every throttled figure of a run uses, and where it came from. */
export interface CpuChoice {
  slowdown: number;
  /** The host's BenchmarkIndex measured at the start of the run. */
  benchmarkIndex: number;
  from: 'host' | '--cpu';
}

/**
 * The host's BenchmarkIndex as Lighthouse computes it: Lighthouse's own page function, evaluated in
 * a blank page of the bench's Chromium (Lighthouse evaluates it in the page it is about to test).
 * Median of 3, each about a second, since the machine is shared.
 */
async function hostBenchmarkIndex(): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const { launchChromium } = await import('../e2e/chromium.ts');
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const indexes: number[] = [];
    for (let run = 0; run < 3; run += 1) indexes.push(Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`)));
    return median(indexes);
  } finally {
    await browser.close();
  }
}

/** The slowdown from the host's index by Lighthouse's calculator, unless `--cpu N` says otherwise. */
async function chooseCpu(argv: readonly string[]): Promise<CpuChoice> {
  const override = cpuOverride(argv);
  const benchmarkIndex = await hostBenchmarkIndex();
  return override === undefined ? { slowdown: cpuSlowdownFor(benchmarkIndex), benchmarkIndex, from: 'host' } : { slowdown: override, benchmarkIndex, from: '--cpu' };
}

function describeCpu(cpu: CpuChoice): string {
  return `CPU ${cpu.slowdown}x slower (${cpu.from === 'host' ? `from the host's BenchmarkIndex ${cpu.benchmarkIndex.toFixed(0)}` : '--cpu'})`;
}

/** Which first screen a cold load waits for: the home's heading and banner, or a heading alone. */
type FirstScreen = 'heading and banner' | 'heading';

/**
 * LCP of one cold load of `url` in a fresh context (no cache, no service worker), throttled, and
 * how long after the page heading the banner appeared (both times taken in the page, when the
 * element entered the DOM).
 */
async function lcpOnce(browser: import('playwright-core').Browser, url: string, cpuSlowdown: number, firstScreen: FirstScreen = 'heading and banner'): Promise<{ lcp: number; bannerAfterH1: number; element: string }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, locale: 'en-CA' });
  await context.addInitScript((withBanner: boolean) => {
    const seen: Record<string, number> = {};
    (window as unknown as { firstSeen: Record<string, number> }).firstSeen = seen;
    const observer = new MutationObserver(() => {
      if (seen.h1 === undefined && document.querySelector('main h1')) seen.h1 = performance.now();
      if (seen.banner === undefined && document.querySelector('.notification-banner')) seen.banner = performance.now();
      if (seen.h1 === undefined || (withBanner && seen.banner === undefined)) return;
      observer.disconnect();
      console.log('bench:first-screen');
    });
    observer.observe(document, { childList: true, subtree: true });
  }, firstScreen === 'heading and banner');
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
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const shown = pageSignal(page, 'bench:first-screen');
    await page.goto(url, { waitUntil: 'commit' });
    await shown;
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { firstSeen: Record<string, number> }).firstSeen);
    const bannerAfterH1 = (seen.banner ?? Number.NaN) - (seen.h1 ?? Number.NaN);
    // The last candidate before any input is the page's LCP.
    // With the element it fell on (tag, class, the start of its text), so a figure says what it times.
    const { lcp, element } = await page.evaluate(
      () =>
        new Promise<{ lcp: number; element: string }>((resolve) => {
          let last = { lcp: 0, element: '' };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
              const node = entry.element;
              last = { lcp: entry.startTime, element: node ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ')[0]}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"` : '(removed)' };
            }
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 300);
        }),
    );
    return { lcp, bannerAfterH1, element };
  } finally {
    await context.close();
  }
}

/**
 * The floor (scripts/bench-floor/), built with the app's React and compile configuration for the
 * same API and served from the same public folder, on a port of its own.
 */
async function floorPreview(apiBase: string): Promise<{ port: number; close: () => Promise<void> }> {
  const { build, preview } = await import('vite');
  const { appRendering, preconnectToApi } = await import('../vite.config.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const { LOOPBACK_HOST } = await import('../hosting/listen-host.ts');
  const rendering = appRendering('build');
  const floorRoot = join(root, 'scripts/bench-floor');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  await build({
    root: floorRoot,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    publicDir: join(root, 'public'),
    define: { 'import.meta.env.VITE_API_BASE': JSON.stringify(apiBase) },
    plugins: [...rendering.plugins, preconnectToApi(apiBase)],
    resolve: rendering.resolve,
    build: { ...rendering.build, outDir, emptyOutDir: true },
  });
  const port = await freePort();
  const server = await preview({ root: floorRoot, configFile: false, logLevel: 'warn', build: { outDir }, preview: { port, strictPort: true, host: LOOPBACK_HOST, allowedHosts: ['.localhost'] } });
  return {
    port,
    close: async () => {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** The pages the LCP part loads, each on the app and on the floor. */
const LCP_PAGES: { name: 'home' | 'login'; path: string; firstScreen: FirstScreen }[] = [
  { name: 'home', path: '/', firstScreen: 'heading and banner' },
  { name: 'login', path: '/auth/login', firstScreen: 'heading' },
];

/**
 * LCP of `/` and `/auth/login` (maplecrest) on two origins, `pairs` pairs of cold loads: the one that
 * goes first switches each pair, so the machine's drift falls on both alike. `subject` is the side
 * judged (the app, or this tree), `reference` what it is compared to (the floor, or another commit).
 */
async function pairedLcp(browser: import('playwright-core').Browser, origins: { subject: string; reference: string }, cpu: CpuChoice, pairs: number): Promise<{ lcp: Map<string, Pair[]>; bannerAfterH1: number[] }> {
  for (const page of LCP_PAGES) {
    // Warm-up: the servers' first answers.
    const subject = await lcpOnce(browser, origins.subject + page.path, cpu.slowdown, page.firstScreen);
    const reference = await lcpOnce(browser, origins.reference + page.path, cpu.slowdown, page.firstScreen);
    console.log(`# ${page.name} LCP element: ${subject.element} (reference: ${reference.element})`);
  }
  const lcp = new Map<string, Pair[]>(LCP_PAGES.map((page) => [page.name, []]));
  const bannerAfterH1: number[] = [];
  for (let pair = 0; pair < pairs; pair += 1) {
    for (const page of LCP_PAGES) {
      const subjectOnce = () => lcpOnce(browser, origins.subject + page.path, cpu.slowdown, page.firstScreen);
      const referenceOnce = () => lcpOnce(browser, origins.reference + page.path, cpu.slowdown, page.firstScreen);
      let subject: Awaited<ReturnType<typeof lcpOnce>>;
      let reference: Awaited<ReturnType<typeof lcpOnce>>;
      if (pair % 2 === 0) {
        reference = await referenceOnce();
        subject = await subjectOnce();
      } else {
        subject = await subjectOnce();
        reference = await referenceOnce();
      }
      lcp.get(page.name)?.push({ subject: subject.lcp, reference: reference.lcp });
      if (page.name === 'home') bannerAfterH1.push(subject.bannerAfterH1);
    }
  }
  return { lcp, bannerAfterH1 };
}

/** The app against the floor, both built for the fixture server as a real API. */
async function benchLcp(cpu: CpuChoice, pairs: number): Promise<{ lcp: Map<string, Pair[]>; bannerAfterH1: number[] }> {
  const { startFixtureServer } = await import('./fixture-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const { launchChromium } = await import('../e2e/chromium.ts');
  const api = await startFixtureServer({ port: await freePort() });
  const app = await freshPreview(api.apiBase);
  const floor = await floorPreview(api.apiBase);
  const browser = await launchChromium();
  try {
    return await pairedLcp(browser, { subject: `http://maplecrest.localhost:${app.port}`, reference: `http://maplecrest.localhost:${floor.port}` }, cpu, pairs);
  } finally {
    await browser.close();
    await floor.close();
    await app.close();
    await api.close();
  }
}

/**
 * The build of another commit for the fixture server as a real API: its files exported with
 * `git archive` into a temporary folder (the shared repository's worktree list is left alone), this
 * tree's node_modules linked in, built there with its own Vite configuration, then served like this
 * tree's build (the same preview server and headers).
 */
async function otherCommitPreview(ref: string, apiBase: string): Promise<{ sha: string; port: number; close: () => Promise<void> }> {
  const { execFileSync } = await import('node:child_process');
  const { symlinkSync } = await import('node:fs');
  const { startPreview } = await import('../hosting/preview-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const sha = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const tree = mkdtempSync(join(tmpdir(), 'bench-ab-tree-'));
  const outDir = mkdtempSync(join(tmpdir(), 'bench-ab-build-'));
  const cleanUp = () => {
    rmSync(tree, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
  try {
    execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${tree}"`], { cwd: root, stdio: 'inherit' });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');
    // As startPreview builds: production, for the API base.
    execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: tree,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE: apiBase },
    });
  } catch (error) {
    cleanUp();
    throw error;
  }
  const port = await freePort();
  const server = await startPreview({ port, outDir, build: 'never', apiBase });
  return {
    sha,
    port,
    close: async () => {
      await server.close();
      cleanUp();
    },
  };
}

/** `--ab <ref>`: this tree against that commit, alternated cold loads in one browser. */
async function benchAb(ref: string, cpu: CpuChoice, pairs: number): Promise<void> {
  const { startFixtureServer } = await import('./fixture-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const { launchChromium } = await import('../e2e/chromium.ts');
  const api = await startFixtureServer({ port: await freePort() });
  const other = await otherCommitPreview(ref, api.apiBase);
  const here = await freshPreview(api.apiBase);
  const browser = await launchChromium();
  try {
    const { lcp, bannerAfterH1 } = await pairedLcp(browser, { subject: `http://maplecrest.localhost:${here.port}`, reference: `http://maplecrest.localhost:${other.port}` }, cpu, pairs);
    const { latencyMs, downloadKbps, uploadKbps } = LCP_CONDITIONS;
    console.log(`# A/B: this tree against ${ref} (${other.sha.slice(0, 7)}); ${describeCpu(cpu)}, ${latencyMs} ms latency, ${downloadKbps / 1000} Mbit/s down, ${uploadKbps / 1000} Mbit/s up; ${pairs} pairs of cold loads, alternated`);
    for (const [name, list] of lcp) {
      const summary = summarizePairs(list);
      console.log(`# ab_${name}_lcp_ms: this tree ${list.map((pair) => pair.subject.toFixed(0)).join(', ')} ms; ${ref} ${list.map((pair) => pair.reference.toFixed(0)).join(', ')} ms`);
      console.log(`ab_${name}_lcp_ms: ${summary.subjectMedian.toFixed(0)} ms against ${summary.referenceMedian.toFixed(0)} ms`);
      console.log(`ab_${name}_lcp_difference_ms: ${summary.differenceMedian.toFixed(0)} ms (median of the pairs; this tree faster in ${summary.subjectWins} of ${summary.pairs})`);
    }
    console.log(`ab_home_banner_after_h1_ms: ${median(bannerAfterH1).toFixed(0)} ms (this tree)`);
  } finally {
    await browser.close();
    await here.close();
    await other.close();
    await api.close();
  }
}

/** One Lighthouse run's figures, and the BenchmarkIndex Lighthouse itself measured in it. */
interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
}

/**
 * Lighthouse mobile (its simulated throttling, with the run's CPU slowdown in place of its default 4)
 * on the build for a real API served with the fixture server, for `/` and `/auth/login`: the
 * performance score, LCP, TBT and CLS of each.
 */
async function benchLighthouse(paths: string[], runsEach: number, cpu: CpuChoice): Promise<Map<string, LighthouseRun[]>> {
  const { default: lighthouse } = await import('lighthouse');
  const { throttling } = await import('lighthouse/core/config/constants.js');
  const chromeLauncher = await import('chrome-launcher');
  const { startFixtureServer } = await import('./fixture-server.ts');
  const { freePort } = await import('../e2e/global-setup.ts');
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('../e2e/chromium.ts');
  const api = await startFixtureServer({ port: await freePort() });
  const build = await freshPreview(api.apiBase);
  const results = new Map<string, LighthouseRun[]>();
  try {
    for (const path of paths) {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < runsEach; run += 1) {
        // A fresh browser each run: no cache, no service worker, as a first visit.
        const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
        try {
          const answer = await lighthouse(`http://maplecrest.localhost:${build.port}${path}`, {
            port: chrome.port,
            onlyCategories: ['performance'],
            output: 'json',
            logLevel: 'error',
            throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu.slowdown },
          });
          const lhr = answer?.lhr;
          if (!lhr) throw new Error(`lighthouse gave no result for ${path}`);
          runs.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
            benchmarkIndex: lhr.environment.benchmarkIndex,
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
async function benchInventoryOpen(cpu: CpuChoice): Promise<{ open: number[]; room: number[] }> {
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
    // Signed in at full speed; the figures at the run's slowdown (it holds for the page's later navigations).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu.slowdown });
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

/** The value after `flag` on the command line, if any. */
function argAfter(argv: readonly string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  return at >= 0 ? argv[at + 1] : undefined;
}

/** How a pair figure reads: the app's median, the floor's, and the ratio with the pairs it lost. */
function printAgainstFloor(name: string, pairs: Pair[]): void {
  const summary = summarizePairs(pairs);
  console.log(`# ${name}_ms: app runs ${pairs.map((pair) => pair.subject.toFixed(0)).join(', ')} ms; floor runs ${pairs.map((pair) => pair.reference.toFixed(0)).join(', ')} ms`);
  console.log(`${name}_ms: ${summary.subjectMedian.toFixed(0)} ms`);
  console.log(`floor_${name}_ms: ${summary.referenceMedian.toFixed(0)} ms`);
  console.log(`# ${name}_floor_ratio: median of the ${summary.pairs} pairs' ratios; the app slower than the floor in ${summary.subjectLosses} of ${summary.pairs}`);
  console.log(`${name}_floor_ratio: ${summary.ratioMedian.toFixed(2)} ratio`);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help')) {
    console.log('Usage: npm run bench [-- --only pipeline|sizes|lcp|inventory|lighthouse|keystrokes] [--cpu N] [--pairs N]');
    console.log('       npm run bench -- --ab <git-ref> [--cpu N] [--pairs N]');
    return;
  }
  const only = argAfter(argv, '--only');
  const pairs = Number(argAfter(argv, '--pairs') ?? 5);
  if (!Number.isInteger(pairs) || pairs < 1) throw new Error('bench: --pairs needs a whole number ≥ 1');
  const runs = (part: string) => only === undefined || only === part;
  // One slowdown for every throttled figure of the run, measured once at its start.
  let cpu: CpuChoice | undefined;
  const cpuOfRun = async (): Promise<CpuChoice> => {
    if (cpu) return cpu;
    cpu = await chooseCpu(argv);
    console.log(`host_benchmark_index: ${cpu.benchmarkIndex.toFixed(0)} index`);
    console.log(`# cpu_slowdown: ${describeCpu(cpu)}; Lighthouse's calculator gives ${cpuSlowdownFor(cpu.benchmarkIndex)}`);
    console.log(`cpu_slowdown: ${cpu.slowdown} x`);
    return cpu;
  };
  const abRef = argAfter(argv, '--ab');
  if (abRef !== undefined) {
    await benchAb(abRef, await cpuOfRun(), pairs);
    return;
  }
  if (runs('pipeline')) console.log(`settings_pipeline_ms: ${(await benchPipeline()).toFixed(3)} ms`);
  if (runs('sizes')) await benchSizes();
  if (runs('lcp')) {
    const choice = await cpuOfRun();
    const { lcp, bannerAfterH1 } = await benchLcp(choice, pairs);
    const { latencyMs, downloadKbps, uploadKbps } = LCP_CONDITIONS;
    console.log(`# LCP: ${describeCpu(choice)}, ${latencyMs} ms latency, ${downloadKbps / 1000} Mbit/s down, ${uploadKbps / 1000} Mbit/s up; cold loads, the floor and the app alternated`);
    printAgainstFloor('home_lcp', lcp.get('home') ?? []);
    printAgainstFloor('login_lcp', lcp.get('login') ?? []);
    console.log(`# home_banner_after_h1_ms: runs ${bannerAfterH1.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`home_banner_after_h1_ms: ${median(bannerAfterH1).toFixed(0)} ms`);
  }
  if (runs('inventory')) {
    const choice = await cpuOfRun();
    const inventory = await benchInventoryOpen(choice);
    console.log(`# inventory_open_ms: ${describeCpu(choice)}; runs ${inventory.open.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    console.log(`inventory_open_ms: ${median(inventory.open).toFixed(0)} ms`);
    console.log(`inventory_room_open_ms: ${median(inventory.room).toFixed(0)} ms`);
  }
  if (runs('lighthouse')) {
    const choice = await cpuOfRun();
    const results = await benchLighthouse(['/', '/auth/login'], 3, choice);
    for (const [path, list] of results) {
      const name = path === '/' ? 'home' : 'login';
      console.log(`# lighthouse ${path}: ${describeCpu(choice)}; runs ${list.map((r) => `${r.score} (LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, its BenchmarkIndex ${r.benchmarkIndex.toFixed(0)})`).join('; ')}`);
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

/** The first page's JavaScript may not grow past this (gzip, kB): React's runtime and the libraries are most of it (ADR 0072). */
export const HOME_JS_BUDGET_KB = 126.3;

/** Each route's path and the manifest key of its screen module, from the features' declarations. */
function routeFirstKeys(manifest: Record<string, ManifestChunk>): { path: string; screenKey: string; formsFirst: boolean }[] {
  const featuresDir = join(root, 'src/features');
  const routes: { path: string; screenKey: string; formsFirst: boolean }[] = [];
  for (const dir of readdirSync(featuresDir).sort()) {
    const declaration = join(featuresDir, dir, 'feature.ts');
    if (!existsSync(declaration)) continue;
    for (const route of routeScreens(readFileSync(declaration, 'utf8'))) {
      const path = Object.entries(PATHS).find(([key]) => key === route.pathKey)?.[1];
      const screenKey = join('src/features', dir, route.module);
      if (path === undefined || !manifest[screenKey]) {
        console.log(`# route_js_gzip_kb: ${route.pathKey} (${screenKey}) not found in PATHS or the build manifest`);
        continue;
      }
      routes.push({ path, screenKey, formsFirst: route.formsFirst });
    }
  }
  return routes;
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
    const homeKb = gzipKb(home);
    console.log(`home_js_gzip_kb: ${homeKb.toFixed(1)} kB`);
    for (const [part, kb] of firstPagePartsKb(home)) console.log(`home_js_${part.replace(/ /g, '_')}_gzip_kb: ${kb.toFixed(1)} kB`);
    // Printed, never failed on: the budget is a figure to watch (docs/adr/0082-figures-beside-a-floor-on-the-same-host.md#sizes-per-route).
    const left = HOME_JS_BUDGET_KB - Number(homeKb.toFixed(1));
    console.log(`# home_js_gzip_kb ${homeKb.toFixed(1)} kB is ${left >= 0 ? `within the budget of ${HOME_JS_BUDGET_KB} kB (${left.toFixed(1)} kB to spare)` : `OVER the budget of ${HOME_JS_BUDGET_KB} kB by ${(-left).toFixed(1)} kB`}`);
    console.log(`home_js_within_budget: ${left >= 0 ? 'yes' : 'no'}`);
    console.log('# route_js_gzip_kb: the JavaScript each route loads before its first screen, as home_js_gzip_kb: the entry, the screen and their static imports, the English core texts; + the form engine where the screen waits for its forms');
    for (const route of routeFirstKeys(manifest)) {
      const files = staticClosure(manifest, ['index.html', route.screenKey, 'src/generated/i18n/parts/en.core.json', ...(route.formsFirst ? ['renderers/schema-form.tsx'] : [])], build.outDir);
      console.log(`route_js_gzip_kb ${route.path}: ${gzipKb(files).toFixed(1)} kB${route.formsFirst ? ' (form engine included)' : ''}`);
    }
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
