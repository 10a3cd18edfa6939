// `npm run fixture-server -- [--port 8787] [--host 127.0.0.1] [--origin URL]…`: the fixture backend
// (fixtures/backend/, the same msw handlers the page's worker and the tests use) as a real HTTP
// server, so a build with `VITE_API_BASE=http://localhost:8787/api` runs with no msw in the page,
// and other tools (curl, an API client, a load test) can be pointed at the API.
//
// Requests go to msw's own `getResponse(handlers, request)`: no HTTP framework. The handlers are
// loaded through Vite's module runner (they use import.meta.glob), once, so they share one db,
// kept in memory while the server runs. CORS answers the pages of localhost and *.localhost (every
// brokerage of the preview, any port) and the origins given with --origin. Relative download urls
// the fixture data holds (`/api/files/…`) are made absolute on this server, as a real API's are.
// Control endpoints (not part of the API): POST /__fixture/reset (fresh seed data, no failures, the real clock),
// POST /__fixture/fail with `{"paths": ["/documents/getEdocs:500"]}` (the fail switch's entries),
// POST /__fixture/slow with `{"paths": ["/settings:45000"]}` (answers after that many ms),
// POST /__fixture/clock with `{"at": "2026-11-20T12:00:00Z"}` (or no `at`: the real clock),
// POST /__fixture/off-contract with `{"answers": [{"path": "/contact/details", "pointer":
// "/otherBranches/0/email", "value": "javascript:alert(1)"}]}` (answers that break their schema
// there, fixtures/backend/off-contract-switch.ts; no `value`: the field removed).
// Scopes: a page on `<broker>.<scope>.localhost` gets a data set of its own (its db, switches and
// clock), so browser tests run side by side on one server (docs/adr/0073-browser-tests-on-the-real-api-build.md);
// a control call names its scope as `"scope"` in its body, else takes its page's.
// The chat's realtime channel (`/api/realtime?channel=…`) is a real WebSocket here (the `ws`
// library: Node 20 has no WebSocket server), fed by the same chat handlers as msw's in the page.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { RequestHandler } from 'msw';
import { WebSocketServer } from 'ws';
import type { RealtimeSocket } from '../fixtures/backend/chat-handlers.ts';
import type { OffContractEntry } from '../fixtures/backend/off-contract-switch.ts';
import { networkWarning } from '../hosting/listen-host.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_FIXTURE_PORT = 8787;
const CONTROL = '/__fixture/';

export interface FixtureModule {
  handlers: (RequestHandler | { kind?: string })[];
  resetFixtureBackend: () => void;
  setFailures: (paths: string[]) => void;
  setDelays: (paths: string[]) => void;
  setFixtureClock: (at: string | undefined) => void;
  setOffContract: (entries: OffContractEntry[]) => void;
  offContractEntries: (value: unknown) => OffContractEntry[];
  setScopeResolver: (resolve: () => string) => void;
  forgetScope: () => void;
  joinRealtime: (url: URL, socket: RealtimeSocket) => { leave: () => void };
  REALTIME_PATH: string;
}

let loaded: Promise<FixtureModule> | undefined;

/** The handlers and their db, loaded once per process (a second load would be a second db). */
export function loadFixtures(): Promise<FixtureModule> {
  loaded ??= import('vite').then(async ({ runnerImport }) => {
    const { module } = await runnerImport<FixtureModule>(join(root, 'fixtures/backend/http-entry.ts'), { configFile: false, logLevel: 'error', root });
    return module;
  });
  return loaded;
}

export const DEFAULT_SCOPE = 'default';

/**
 * The data set a request belongs to: the labels between the brokerage and `localhost` of its page's
 * host (`lakeshore.t12.localhost` → `t12`), read from Origin, else Referer; else the default one.
 */
export function scopeOfRequest(headers: IncomingMessage['headers']): string {
  for (const header of [headers.origin, headers.referer]) {
    if (typeof header !== 'string' || header === 'null') continue;
    try {
      const labels = new URL(header).hostname.split('.');
      if (labels.length >= 3 && labels[labels.length - 1] === 'localhost') return labels.slice(1, -1).join('.');
      return DEFAULT_SCOPE;
    } catch {
      // not a URL: the next header, else the default
    }
  }
  return DEFAULT_SCOPE;
}

/** Pages allowed to call: localhost and its sub-domains on any port, 127.0.0.1, and `extra`. */
export function allowedOrigin(origin: string | undefined, extra: readonly string[] = []): boolean {
  if (!origin) return false;
  if (extra.includes('*') || extra.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Accept-Language, Selected-Language, Version';

function corsHeaders(origin: string | undefined, extra: readonly string[]): Record<string, string> {
  if (!allowedOrigin(origin, extra)) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin as string,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/**
 * The request body, counted while it is read: undefined once it passes `limit` bytes (a chunked
 * body has no Content-Length to refuse it by), and nothing more of it is kept.
 */
export function readLimitedBody(req: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        req.resume(); // drained, not kept, while the 413 is sent
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size > limit ? undefined : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/** The Fetch API request msw's handlers read, from Node's request and its body already read. */
export function toFetchRequest(req: IncomingMessage, base: string, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
  headers.delete('transfer-encoding');
  return new Request(new URL(req.url ?? '/', base), { method, headers, ...(hasBody ? { body: new Uint8Array(body) } : {}) });
}

async function readJson(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function send(res: ServerResponse, response: Response, cors: Record<string, string>, base: string): Promise<void> {
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    // Download links of the fixture data point at this server, not at the page's origin.
    body = Buffer.from(body.toString('utf8').replaceAll('"/api/files/', `"${base}/api/files/`));
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  res.end(body);
}

export interface FixtureServerOptions {
  port?: number;
  host?: string;
  /** More page origins allowed by CORS ('*' for any). */
  origins?: string[];
}

export interface FixtureServer {
  /** e.g. http://localhost:8787 — the app's API base is this plus /api. */
  url: string;
  apiBase: string;
  close(): Promise<void>;
}

/** Largest request body taken (uploads are at most 10 MB): larger ones get 413, announced or counted. */
export const MAX_BODY_BYTES = 25 * 1024 * 1024;

/** Whether the Host header names this machine (a rebound DNS name of another site does not). */
export function allowedHost(host: string | undefined, extra: readonly string[] = []): boolean {
  if (!host) return false;
  try {
    const { hostname } = new URL(`http://${host}`);
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]' || extra.some((origin) => { try { return new URL(origin).hostname === hostname; } catch { return false; } });
  } catch {
    return false;
  }
}

/**
 * Why a request is refused before any handler sees it, or undefined: a Host that is not this
 * machine (DNS rebinding), a state change from a page whose Origin is not allowed (another site
 * cannot reset the data, set the fail switch or sign in), a body over MAX_BODY_BYTES.
 */
export function refusal(req: Pick<IncomingMessage, 'method' | 'headers'>, extra: readonly string[]): { status: number; message: string } | undefined {
  if (!allowedHost(req.headers.host, extra)) return { status: 421, message: 'Unknown host' };
  const safe = req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';
  const origin = req.headers.origin;
  if (!safe && origin !== undefined && !allowedOrigin(origin, extra)) return { status: 403, message: 'Origin not allowed' };
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return { status: 413, message: 'Request body too large' };
  return undefined;
}

export async function startFixtureServer(options: FixtureServerOptions = {}): Promise<FixtureServer> {
  const fixtures = await loadFixtures();
  const { getResponse } = await import('msw');
  const scopes = new AsyncLocalStorage<string>();
  fixtures.setScopeResolver(() => scopes.getStore() ?? DEFAULT_SCOPE);
  fixtures.resetFixtureBackend();
  // HTTP handlers only: msw's WebSocket ones (ws.link) mock a socket inside the page; the channel's
  // real socket is set up below.
  const httpHandlers = fixtures.handlers.filter((handler): handler is RequestHandler => (handler as { kind?: string }).kind === 'request');
  const port = options.port ?? DEFAULT_FIXTURE_PORT;
  const host = options.host ?? '127.0.0.1';
  const base = `http://localhost:${port}`;
  const extra = options.origins ?? [];

  const server: Server = createServer((req, res) => {
    const cors = corsHeaders(req.headers.origin, extra);
    const refuse = (refused: { status: number; message: string }) => {
      res.writeHead(refused.status, { ...cors, 'Content-Type': 'application/json', Connection: 'close' });
      res.end(JSON.stringify({ data: { error: { message: refused.message } }, code: refused.status }));
      req.resume();
    };
    const refused = refusal(req, extra);
    if (refused) return refuse(refused);
    void (async () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      const body = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readLimitedBody(req);
      if (body === undefined) return refuse({ status: 413, message: 'Request body too large' });
      const request = toFetchRequest(req, base, body);
      const path = new URL(request.url).pathname;
      if (path.startsWith(CONTROL) && req.method === 'POST') {
        const control = await readJson(request);
        const scope = typeof control.scope === 'string' && control.scope !== '' ? control.scope : scopeOfRequest(req.headers);
        const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
        const known = scopes.run(scope, () => {
          if (path === `${CONTROL}reset`) {
            fixtures.forgetScope();
            fixtures.resetFixtureBackend();
          } else if (path === `${CONTROL}fail`) fixtures.setFailures(list(control.paths));
          else if (path === `${CONTROL}slow`) fixtures.setDelays(list(control.paths));
          else if (path === `${CONTROL}clock`) fixtures.setFixtureClock(typeof control.at === 'string' ? control.at : undefined);
          else if (path === `${CONTROL}off-contract`) fixtures.setOffContract(fixtures.offContractEntries(control.answers));
          else return false;
          return true;
        });
        if (!known) return send(res, Response.json({ error: 'Unknown control' }, { status: 404 }), cors, base);
        return send(res, Response.json({ ok: true, scope }), cors, base);
      }
      const response = await scopes.run(scopeOfRequest(req.headers), () => getResponse(httpHandlers, request));
      if (!response) return send(res, Response.json({ data: { error: { message: `No fixture for ${req.method} ${path}` }, code: 404 } }, { status: 404 }), cors, base);
      // The fail switch's network failure: the connection drops without an answer.
      if (response.type === 'error') {
        res.destroy();
        return;
      }
      return send(res, response, cors, base);
    })().catch((error: unknown) => {
      console.error('fixture-server:', error instanceof Error ? error.stack : error);
      if (!res.headersSent) res.writeHead(500, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ data: { error: { message: 'Fixture server error' }, code: 500 } }));
    });
  });

  // The realtime channel: the same checks as any request (Host, Origin), then the chat handlers'.
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', base.replace(/^http/, 'ws'));
    // A socket is opened with a GET, which `refusal` lets any page send: another site's page must not
    // read a chat's messages, so a foreign Origin is refused here (cross-site WebSocket hijacking).
    const foreign = req.headers.origin !== undefined && !allowedOrigin(req.headers.origin, extra);
    const refused =
      refusal(req, extra) ??
      (foreign ? { status: 403, message: 'Origin not allowed' } : undefined) ??
      (url.pathname === `/api${fixtures.REALTIME_PATH}` ? undefined : { status: 404, message: 'Not found' });
    if (refused) {
      socket.end(`HTTP/1.1 ${refused.status} ${refused.message}\r\nConnection: close\r\n\r\n`);
      return;
    }
    sockets.handleUpgrade(req, socket, head, (client) => {
      const { leave } = scopes.run(scopeOfRequest(req.headers), () => fixtures.joinRealtime(url, { send: (data) => client.send(data), close: (code, reason) => client.close(code, reason) }));
      client.on('close', leave);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: base,
    apiBase: `${base}/api`,
    close: () =>
      new Promise<void>((done) => {
        for (const client of sockets.clients) client.terminate();
        sockets.close();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_FIXTURE_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      origin: { type: 'string', multiple: true, default: [] },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run fixture-server -- [--port 8787] [--host 127.0.0.1] [--origin URL]...\n  The fixture backend over HTTP; build the app with VITE_API_BASE=http://localhost:PORT/api.');
    return;
  }
  const server = await startFixtureServer({ port: Number(values.port), host: values.host, origins: values.origin });
  const warning = networkWarning(values.host, 'npm run fixture-server');
  if (warning) console.warn(warning);
  console.log(`Fixture backend at ${server.apiBase} (login: any e-mail, PIN 123456). Ctrl+C stops it.`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
