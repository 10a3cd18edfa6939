// The hosting side both the tools (scripts/) and the browser tests (e2e/) use: the preview server,
// the content security policy and headers it sends, the listen-host rule. It imports nothing of
// scripts/ or e2e/, so the tests do not reach into the tools.
//
// Serves the built app over the embedded fixture backend. With a settings file, every host gets
// that brokerage (the fixture backend reads it from PREVIEW_SETTINGS_PATH); without one, every
// fixture brokerage is served by host name (http://<broker>.localhost:PORT).
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { hostingHeaders } from './content-security-policy.ts';
import { cacheControlFor } from './cache-control.ts';
import { neverServed } from './never-served.ts';
import { LOOPBACK_HOST } from './listen-host.ts';
import { answerJsonFile, answerPreviewTexts, PREVIEW_TEXTS_PATH, previewTextsPath } from './preview-texts.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PREVIEW_SETTINGS_PATH = '/__preview/settings.json';

export interface PreviewOptions {
  /** Settings file served to the fixture backend; absent = all fixtures by host name. */
  config?: string;
  port: number;
  /** Interface to listen on: loopback unless the caller opens it (listen-host.ts). */
  host?: string;
  /** Build output folder (default dist/). */
  outDir?: string;
  /** 'auto' builds when the output is missing or older than the sources. */
  build?: 'auto' | 'always' | 'never';
  /** Extra response headers (they replace the default ones of the same name). */
  headers?: Record<string, string>;
  /**
   * A real API for the build (VITE_API_BASE, e.g. the fixture server's http://localhost:8787/api):
   * the page then has no msw. A build made for another API base is made again.
   */
  apiBase?: string;
}

/** Host name of the example brokerage site that embeds the widget (preview only, never in dist/). */
export const WIDGET_HOST = 'host';

/**
 * The example host page (hosting/preview/): served only on the widget host name, embedding the
 * app from this preview's own lakeshore origin — nothing taken from the request's url.
 */
function widgetHostPlugin(port: number): Plugin {
  const dir = join(root, 'hosting', 'preview');
  return {
    name: 'widget-host-page',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const host = (req.headers.host ?? '').split(':')[0] ?? '';
        if (host !== `${WIDGET_HOST}.localhost`) return next();
        const path = (req.url ?? '/').split('?')[0];
        const appOrigin = `http://lakeshore.localhost:${port}`;
        if (path === '/widget-host.html' || path === '/') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Content-Security-Policy', `default-src 'self'; script-src ${appOrigin}; style-src 'self' 'unsafe-inline'; frame-src http://*.localhost:${port}; object-src 'none'; base-uri 'none'`);
          res.end(readFileSync(join(dir, 'widget-host.html'), 'utf8').replace('%APP_ORIGIN%', appOrigin));
          return;
        }
        if (path === '/widget-host.css') {
          res.setHeader('Content-Type', 'text/css');
          res.end(readFileSync(join(dir, 'widget-host.css'), 'utf8'));
          return;
        }
        res.statusCode = 404;
        res.end();
      });
    },
  };
}

export interface PreviewServer {
  url: string;
  /** The address it listens on (127.0.0.1 unless opened with `host`). */
  address: string;
  close(): Promise<void>;
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Which API a build was made for, beside Vite's manifest (a dot folder: never served, never-served.ts). */
const API_BASE_MARK = '.vite/api-base.txt';

/** True when the build output is missing, older than anything it is built from, or for another API. */
export function buildIsStale(outDir: string, apiBase = ''): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const mark = join(outDir, API_BASE_MARK);
  if ((existsSync(mark) ? readFileSync(mark, 'utf8') : '') !== apiBase) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['src', 'fixtures', 'schemas', 'renderers', 'public', 'index.html', 'vite.config.ts', 'package.json', 'hosting/content-security-policy.ts'];
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

/** The cache rules README.md asks of a host (hosting/cache-control.ts). */
function cacheControlPlugin(): Plugin {
  return {
    name: 'cache-control',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const rule = cacheControlFor(req.url ?? '');
        if (rule) res.setHeader('Cache-Control', rule);
        next();
      });
    },
  };
}

/** Source maps and Vite's dot folder are not served (never-served.ts), as a host must not. */
function neverServedPlugin(): Plugin {
  return {
    name: 'never-served',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!neverServed(req.url ?? '/')) return next();
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found\n');
      });
    },
  };
}

function previewSettingsPlugin(config: string | undefined): Plugin {
  return {
    name: 'preview-settings',
    configurePreviewServer(server) {
      server.middlewares.use(PREVIEW_SETTINGS_PATH, (_req, res) => answerJsonFile(res, config));
      // Its texts in another language, from the files beside it (hosting/preview-texts.ts).
      server.middlewares.use(PREVIEW_TEXTS_PATH, (req, res) => answerPreviewTexts(config, previewTextsPath(req), res));
    },
  };
}

export async function startPreview(options: PreviewOptions): Promise<PreviewServer> {
  const { build, preview } = await import('vite');
  const outDir = resolve(root, options.outDir ?? 'dist');
  const mode = options.build ?? 'auto';
  const apiBase = options.apiBase ?? '';
  if (mode === 'always' || (mode === 'auto' && buildIsStale(outDir, apiBase))) {
    // Vite keeps an existing NODE_ENV (vitest sets 'test'), which would make a development build.
    const previous = { NODE_ENV: process.env.NODE_ENV, VITE_API_BASE: process.env.VITE_API_BASE };
    process.env.NODE_ENV = 'production';
    if (apiBase) process.env.VITE_API_BASE = apiBase;
    else delete process.env.VITE_API_BASE;
    try {
      await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, API_BASE_MARK), apiBase);
    } finally {
      for (const [name, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  }
  const config = options.config ? resolve(options.config) : undefined;
  const server = await preview({
    root,
    logLevel: 'warn',
    build: { outDir },
    // The headers README.md asks a host to add, with who may frame the app (the example host page).
    preview: { port: options.port, strictPort: true, host: options.host ?? LOOPBACK_HOST, allowedHosts: ['.localhost'], headers: { ...hostingHeaders({ ...(apiBase ? { apiBase } : {}), imageHosts: process.env.VITE_IMAGE_HOSTS, reportUrl: process.env.CSP_REPORT_URL, frameAncestors: [`http://${WIDGET_HOST}.localhost:${options.port}`] }), ...options.headers } },
    plugins: [neverServedPlugin(), cacheControlPlugin(), previewSettingsPlugin(config), widgetHostPlugin(options.port)],
  });
  const listening = server.httpServer.address();
  return {
    url: `http://localhost:${options.port}`,
    address: typeof listening === 'object' && listening !== null ? listening.address : String(listening),
    close: () =>
      new Promise<void>((done) => {
        server.httpServer.close(() => done());
        // Keep-alive browser connections would hold the port open until they time out.
        if ('closeAllConnections' in server.httpServer) server.httpServer.closeAllConnections();
      }),
  };
}
