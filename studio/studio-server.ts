// The settings studio's server: a Vite dev server of its own (not the app's vite.config.ts) that
// serves the studio page at /studio/, the app at every other path through the studio's frame
// entry, and the opened brokerage's last valid settings as preview settings for the fixture
// backend (fixtures/backend/brokerages.ts). Save writes the file after check-config's checks.
// It answers only at the addresses it prints, and takes writes only from its own page
// (studio-access.ts, docs/adr/0076-studio-answers-its-own-page-only.md).
import { readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { networkInterfaces } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, ViteDevServer } from 'vite';
import { checkSettingsText, brokerIdOf } from '../scripts/check-config-engine.ts';
import { settingsReferenceHtml } from './reference-html.ts';
import { answerPreviewTexts, PREVIEW_TEXTS_PATH } from '../hosting/preview-texts.ts';
import { LOOPBACK_HOST } from '../hosting/listen-host.ts';
import { hostAllowed, newWriteToken, studioAddresses, writeRefusal, type StudioAddresses } from './studio-access.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PREVIEW_SETTINGS_PATH = '/__preview/settings.json';

export interface StudioOptions {
  /** The settings file opened (a fixture brokerage's, or the integrator's). */
  file: string;
  /** Where Save writes (default: the opened file). */
  saveTo?: string;
  port: number;
  /** Interface to listen on: loopback unless the caller opens it (hosting/listen-host.ts). */
  host?: string;
}

export interface StudioServer {
  /** The studio page's address (the first of `urls`). */
  url: string;
  /** Every address it answers at: the only Host headers it takes. */
  urls: string[];
  brokerId: string;
  close(): Promise<void>;
}

interface StudioState {
  file: string;
  saveTo: string;
  fallbackId: string;
  /** The last settings text without errors: what the frames run on. */
  valid: string;
  addresses: StudioAddresses;
  /** What the studio page sends with each write (given to it by /__studio/opened). */
  writeToken: string;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 2_000_000) req.destroy(new Error('settings larger than 2 MB'));
      else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** A page navigation (not a module, asset or API call): answered with the frame entry. */
function isNavigation(req: IncomingMessage, path: string): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !path.startsWith('/studio/') && !path.startsWith('/@') && !/\.[a-z0-9]+$/i.test(path);
}

/** A write to the studio (Save, the frames' settings, any later one): any other method than GET on its paths. */
function isStudioWrite(method: string | undefined, path: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && (path.startsWith('/__studio/') || path.startsWith('/__preview/'));
}

function studioPlugin(state: StudioState): Plugin {
  return {
    name: 'settings-studio',
    configureServer(server: ViteDevServer) {
      // Before Vite's own middlewares (its /@fs/ and module serving included): a Host the studio
      // did not print is refused, whatever the path.
      server.middlewares.use((req, res, next) => {
        if (hostAllowed(req.headers.host, state.addresses)) return next();
        res.statusCode = 403;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end(`The settings studio answers only at ${state.addresses.urls.join(', ')}\n`);
      });
      server.middlewares.use(async (req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        // Vite's "open in editor" starts a program on this machine: not a studio feature.
        if (path === '/__open-in-editor') return sendJson(res, 404, { error: 'not served by the studio' });
        if (isStudioWrite(req.method, path)) {
          const refusal = writeRefusal(req.headers, state.addresses, state.writeToken);
          if (refusal) return sendJson(res, 403, { error: refusal });
        }
        try {
          if (path === PREVIEW_SETTINGS_PATH) {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-store');
            res.end(state.valid);
            return;
          }
          // The opened file's texts in another language, from the files beside it.
          if (path.startsWith(`${PREVIEW_TEXTS_PATH}/`)) return answerPreviewTexts(state.file, path.slice(PREVIEW_TEXTS_PATH.length), res);
          if (path === '/__studio/opened' && req.method === 'GET') {
            sendJson(res, 200, { file: state.file, saveTo: state.saveTo, fallbackId: state.fallbackId, text: readFileSync(state.file, 'utf8'), writeToken: state.writeToken });
            return;
          }
          if (path === '/__studio/settings' && req.method === 'PUT') {
            const text = await readBody(req);
            const check = checkSettingsText(text, state.fallbackId);
            // Settings with errors never reach the frames: they keep the last valid ones.
            if (check.errors.length > 0) return sendJson(res, 422, check);
            state.valid = text;
            return sendJson(res, 200, check);
          }
          if (path === '/__studio/save' && req.method === 'POST') {
            const text = await readBody(req);
            const check = checkSettingsText(text, state.fallbackId);
            if (check.errors.length > 0) return sendJson(res, 422, check);
            writeFileSync(state.saveTo, text);
            return sendJson(res, 200, { ...check, file: state.saveTo });
          }
          if (path === '/__studio/reference' && req.method === 'GET') {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(settingsReferenceHtml());
            return;
          }
          if (path === '/studio' || path === '/studio/') {
            const html = readFileSync(join(root, 'studio/index.html'), 'utf8');
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml('/studio/index.html', html));
            return;
          }
          if (isNavigation(req, path)) {
            // The app's own page, started by the studio's frame entry instead of src/main.tsx.
            const html = readFileSync(join(root, 'index.html'), 'utf8').replace('/src/main.tsx', '/studio/frame-main.tsx');
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(await server.transformIndexHtml(req.url ?? '/', html));
            return;
          }
        } catch (error) {
          return sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
        }
        next();
      });
    },
  };
}

export async function startStudio(options: StudioOptions): Promise<StudioServer> {
  const file = resolve(options.file);
  const text = readFileSync(file, 'utf8');
  const fallbackId = basename(file, '.json');
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch {
    raw = undefined;
  }
  const brokerId = brokerIdOf(raw, fallbackId);
  const host = options.host ?? LOOPBACK_HOST;
  const addresses = studioAddresses(host, options.port, brokerId, networkInterfaces());
  // Until the first valid edit the frames run on the file as it is (the runtime repairs what is invalid).
  const state: StudioState = { file, saveTo: resolve(options.saveTo ?? file), fallbackId, valid: raw === undefined ? '{}' : text, addresses, writeToken: newWriteToken() };
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    cacheDir: join(root, 'node_modules/.vite-studio'),
    plugins: [studioPlugin(state), react()],
    // No CORS: the studio's page and frames are of its own origin, and no other site may read it.
    server: { port: options.port, strictPort: true, host, allowedHosts: addresses.hostnames, cors: false, hmr: false },
    // React's production build and JSX: the frames share the page's one thread and re-render on
    // every edit, which React's development build makes several times slower. The app's code is
    // still served as in development (import.meta.env.DEV: the fixture backend's worker).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { development: false } },
    optimizeDeps: {
      // Every dependency found up front: a late discovery would reload the frames.
      entries: ['studio/index.html', 'studio/*.ts', 'studio/*.tsx', 'src/**/*.tsx', 'src/**/*.ts', 'renderers/**/*.tsx', 'fixtures/backend/*.ts', '!**/*.test.*', '!src/pwa/sw.ts'],
      rolldownOptions: { transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } },
    },
  });
  await server.listen();
  // "Ready" only once the dependencies are bundled: a page that asks for one while Vite still
  // writes them can get a 404 and, with no HMR to reload it, a frame that never starts.
  const optimizer = server.environments.client.depsOptimizer;
  await optimizer?.scanProcessing;
  await Promise.all(Object.values(optimizer?.metadata.discovered ?? {}).map((dep) => dep.processing));
  return {
    url: addresses.urls[0] as string,
    urls: addresses.urls,
    brokerId,
    close: () => server.close(),
  };
}
