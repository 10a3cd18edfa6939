// `npm run bench`: performance and size figures, one per line as `name: value unit`.
//   settings_pipeline_ms      median merge+validate+derive of the largest fixture over 1 000 runs (target ≤ 0.5)
//   home_js_gzip_kb           gzip size of the JavaScript the home route loads, fixture backend excluded (target ≤ 100)
//   fixture_backend_gzip_kb   gzip size of the embedded fixture backend chunk (loaded only without VITE_API_BASE)
//   form_engine_gzip_kb       gzip size of the lazily loaded form engine (renderers/schema-form.tsx and what it alone needs)
//   keystroke_ratio           keystroke-to-paint median on a 200-field schema form divided by that of a plain controlled
//                             form of 200 inputs, in the same headless Chromium page (production build; target ≤ 1.5)
// Options: --build rebuilds dist/ first (also done when dist/ has no manifest).
import { readFileSync, readdirSync, statSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildRuntime } from '../src/settings/settings-pipeline.ts';

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

function benchPipeline(): number {
  const { doc } = largestFixture();
  const context = { brokerId: 'maplecrest', mode: 'direct' as const, now: new Date() };
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

function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
  return bytes / 1024;
}

/** Files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

async function ensureBuild(): Promise<Record<string, ManifestChunk>> {
  const manifestPath = join(root, 'dist/.vite/manifest.json');
  if (process.argv.includes('--build') || !existsSync(manifestPath)) {
    const { build } = await import('vite');
    await build({ root, logLevel: 'warn' });
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    console.log('Usage: npm run bench [-- --build]');
    return;
  }
  console.log(`settings_pipeline_ms: ${benchPipeline().toFixed(3)} ms`);
  const manifest = await ensureBuild();
  const entry = 'index.html';
  const homeKeys = [entry, 'src/screens/home/home-screen.tsx', 'src/generated/i18n/en.json'];
  const home = staticClosure(manifest, homeKeys);
  const backend = staticClosure(manifest, ['fixtures/backend/browser.ts']);
  for (const file of home) backend.delete(file);
  console.log(`home_js_gzip_kb: ${gzipKb(home).toFixed(1)} kB`);
  console.log(`fixture_backend_gzip_kb: ${gzipKb(backend).toFixed(1)} kB`);
  const formEngine = staticClosure(manifest, ['renderers/schema-form.tsx']);
  for (const file of home) formEngine.delete(file);
  const formInHome = [...staticClosure(manifest, ['renderers/schema-form.tsx'])].some((file) => file.includes('schema-form')) && [...home].some((file) => file.includes('schema-form'));
  console.log(`form_engine_gzip_kb: ${gzipKb(formEngine).toFixed(1)} kB${formInHome ? ' (WARNING: in the home route)' : ''}`);
  const keystrokes = await benchKeystrokes();
  console.log(`keystroke_schema_form_ms: ${keystrokes.schema.toFixed(2)} ms`);
  console.log(`keystroke_plain_form_ms: ${keystrokes.plain.toFixed(2)} ms`);
  console.log(`keystroke_ratio: ${(keystrokes.schema / keystrokes.plain).toFixed(2)} ratio`);
}

/** Median keystroke-to-paint of each form in scripts/keystroke-bench/, built for production. */
async function benchKeystrokes(): Promise<{ schema: number; plain: number }> {
  const { build, preview } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const { launchChromium } = await import('../e2e/chromium.ts');
  const benchRoot = join(root, 'scripts/keystroke-bench');
  const outDir = mkdtempSync(join(tmpdir(), 'keystroke-bench-'));
  await build({ root: benchRoot, configFile: false, logLevel: 'warn', mode: 'production', plugins: [react()], build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 } });
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
