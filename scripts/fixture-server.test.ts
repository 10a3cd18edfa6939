// The fixture backend over HTTP: the same handlers answer through the one API client (login, a
// signed-in call, a multipart upload), CORS lets the preview's pages in and no others, and the
// control endpoints reset the data and set the fail switch.
import { request as httpRequest } from 'node:http';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/api/api-client.ts';
import { callApi } from '../src/api/call-api.ts';
import { multipartBody, uploadFile } from '../src/api/upload-file.ts';
import { fetchFile } from '../src/api/fetch-file.ts';
import { freePort } from '../e2e/global-setup.ts';
import { allowedOrigin, MAX_BODY_BYTES, refusal, scopeOfRequest, startFixtureServer, type FixtureServer } from './fixture-server.ts';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer({ port: await freePort(), origins: ['https://tool.example'] });
}, 60_000);
afterAll(async () => {
  await server?.close();
});

function client(token?: () => string | undefined) {
  return createApiClient({ base: server.apiBase, brokerId: 'lakeshore', language: () => 'en', ...(token ? { token } : {}) });
}

describe('refused before any handler', () => {
  it('refuses a foreign Host (DNS rebinding), a state change from a foreign Origin, and a body over the limit', () => {
    expect(refusal({ method: 'POST', headers: { host: 'evil.example:8787' } }, [])).toMatchObject({ status: 421 });
    expect(refusal({ method: 'POST', headers: { host: 'localhost:8787', origin: 'https://evil.example' } }, [])).toMatchObject({ status: 403 });
    expect(refusal({ method: 'POST', headers: { host: 'localhost:8787', 'content-length': String(MAX_BODY_BYTES + 1) } }, [])).toMatchObject({ status: 413 });
    expect(refusal({ method: 'POST', headers: { host: 'localhost:8787', origin: 'http://lakeshore.localhost:4173' } }, [])).toBeUndefined();
    expect(refusal({ method: 'GET', headers: { host: '127.0.0.1:8787', origin: 'https://evil.example' } }, [])).toBeUndefined();
  });

  it('answers 413 to a body without Content-Length once it passes the limit, counting while reading', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(`${server.apiBase}/documents/upload`);
      const sending = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' } });
      sending.once('response', (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
        sending.destroy();
      });
      sending.once('error', reject);
      const chunk = Buffer.alloc(1024 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent <= MAX_BODY_BYTES + chunk.length * 2) {
          sent += chunk.length;
          if (!sending.write(chunk)) return void sending.once('drain', pump);
        }
        sending.end();
      };
      pump();
    });
    expect(status).toBe(413);
  }, 30_000);

  it('answers the reset control 403 for a foreign page, over HTTP', async () => {
    const answer = await fetch(`${server.url}/__fixture/reset`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
  });
});

describe('allowedOrigin', () => {
  it.each([
    ['http://lakeshore.localhost:4173', true],
    ['http://localhost:5173', true],
    ['http://127.0.0.1:4173', true],
    ['https://tool.example', true],
    ['https://evil.example', false],
    ['http://localhost.evil.example', false],
    [undefined, false],
  ])('%s → %s', (origin, allowed) => {
    expect(allowedOrigin(origin, ['https://tool.example'])).toBe(allowed);
  });
});

describe('fixture server', () => {
  it('signs in, answers a signed-in call and takes a multipart upload', async () => {
    const session = { token: undefined as string | undefined };
    const api = client(() => session.token);
    session.token = (await callApi(api, 'auth.verifyPin', { email: 'empty@example.ca', pin: '123456' })).token;
    expect(session.token).toMatch(/^fixture-/);
    expect(await callApi(api, 'documents.getEdocs', {})).toEqual([]);
    const file = new Blob([new Uint8Array(3000)], { type: 'application/pdf' });
    const added = await uploadFile(api, 'documents.upload', { name: 'proof.pdf', type: 'application/pdf', size: 3000, file });
    // The size is measured from the file part; the download url points at the server.
    expect(added).toMatchObject({ fileName: 'proof.pdf', size: 3000, url: expect.stringMatching(new RegExp(`^${server.url}/api/files/doc-`)) });
    expect((await callApi(api, 'documents.getEdocs', {})).map((document) => document.fileName)).toEqual(['proof.pdf']);
    await expect(callApi(client(), 'documents.getEdocs', {})).rejects.toMatchObject({ status: 401 });
  });

  it('serves a file only with the bearer token (docs/adr/0074-files-fetched-with-the-token.md)', async () => {
    const session = { token: undefined as string | undefined };
    const api = client(() => session.token);
    session.token = (await callApi(api, 'auth.verifyPin', { email: 'emilie.tremblay@example.ca', pin: '123456' })).token;
    const [first] = await callApi(api, 'documents.getEdocs', {});
    const url = first?.url ?? '';
    expect(url.startsWith(`${server.url}/api/files/`)).toBe(true);
    // Anyone who holds the url: refused.
    const bare = await fetch(`${url}?broker=lakeshore`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ data: { code: 401 } });
    await expect(fetchFile(client(), url)).rejects.toMatchObject({ status: 401 });
    // The signed-in user, through the one client: the file's bytes in their own type.
    const file = await fetchFile(api, url);
    expect(file.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer()).startsWith('%PDF-')).toBe(true);
  });

  it('answers the preflight of an allowed page and leaves others without CORS headers', async () => {
    const preflight = await fetch(`${server.apiBase}/documents/upload?broker=lakeshore`, { method: 'OPTIONS', headers: { Origin: 'http://lakeshore.localhost:4173' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://lakeshore.localhost:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const other = await fetch(`${server.apiBase}/brand/getKioskBrandSettings?broker=lakeshore`, { headers: { Origin: 'https://evil.example' } });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('resets its data and sets the fail switch through the control endpoints', async () => {
    const control = (path: string, body?: unknown) => fetch(`${server.url}/__fixture/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) });
    expect((await control('fail', { paths: ['/companies:503'] })).status).toBe(200);
    await expect(callApi(client(), 'companies.list', {})).rejects.toMatchObject({ status: 503 });
    expect((await control('fail', { paths: [] })).status).toBe(200);
    expect((await callApi(client(), 'companies.list', {})).length).toBeGreaterThan(0);

    expect((await control('reset')).status).toBe(200);
    const session = { token: undefined as string | undefined };
    const api = client(() => session.token);
    session.token = (await callApi(api, 'auth.verifyPin', { email: 'empty@example.ca', pin: '123456' })).token;
    await uploadFile(api, 'documents.upload', { name: 'x.pdf', type: 'application/pdf', size: 10, file: new Blob([new Uint8Array(10)]) });
    expect(await callApi(api, 'documents.getEdocs', {})).toHaveLength(1);
    expect((await control('reset')).status).toBe(200);
    session.token = (await callApi(api, 'auth.verifyPin', { email: 'empty@example.ca', pin: '123456' })).token;
    expect(await callApi(api, 'documents.getEdocs', {})).toEqual([]);
    expect((await control('nope')).status).toBe(404);
  });

  it('keeps the pages of each scope apart: data and fail switch (lakeshore.<scope>.localhost)', async () => {
    expect(scopeOfRequest({ origin: 'http://lakeshore.t1.localhost:4173' })).toBe('t1');
    expect(scopeOfRequest({ referer: 'http://lakeshore.t2.localhost:4173/documents' })).toBe('t2');
    expect(scopeOfRequest({ origin: 'http://lakeshore.localhost:4173' })).toBe('default');
    expect(scopeOfRequest({})).toBe('default');
    const control = (path: string, body: unknown) => fetch(`${server.url}/__fixture/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const call = (scope: string, path: string, init: RequestInit = {}) =>
      fetch(`${server.apiBase}${path}${path.includes('?') ? '&' : '?'}broker=lakeshore`, { ...init, headers: { ...(init.headers as Record<string, string>), Origin: `http://lakeshore.${scope}.localhost:4173`, Version: '2.1.1', 'Accept-Language': 'en' } });
    expect((await control('fail', { scope: 'a', paths: ['/companies:503'] })).status).toBe(200);
    expect((await call('a', '/companies')).status).toBe(503);
    expect((await call('b', '/companies')).status).toBe(200);
    expect((await call('default', '/companies')).status).toBe(200);
    // An upload in scope a is not in scope b's documents (fixture tokens are accepted in any scope).
    const signIn = async (scope: string) => ((await (await call(scope, '/auth/verifyPin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'empty@example.ca', pin: '123456' }) })).json()) as { data: { token: string } }).data.token;
    const tokenA = await signIn('a');
    const tokenB = await signIn('b');
    const form = multipartBody({ name: 'a.pdf', type: 'application/pdf', size: 10, file: new Blob([new Uint8Array(10)], { type: 'application/pdf' }) });
    expect((await call('a', '/documents/upload', { method: 'POST', headers: { Authorization: `Bearer ${tokenA}` }, body: form })).status).toBe(200);
    const edocs = async (scope: string, token: string) => ((await (await call(scope, '/documents/getEdocs', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: unknown[] }).data;
    expect(await edocs('a', tokenA)).toHaveLength(1);
    expect(await edocs('b', tokenB)).toEqual([]);
    // Reset forgets the scope's data and switches, and only its own.
    expect((await control('reset', { scope: 'a' })).status).toBe(200);
    expect((await call('a', '/companies')).status).toBe(200);
    expect(await edocs('a', await signIn('a'))).toEqual([]);
    expect(await edocs('b', tokenB)).toEqual([]);
  });
});

describe('the chat’s realtime channel over a real socket', () => {
  const socketUrl = (channel: string) => `${server.url.replace(/^http/, 'ws')}/api/realtime?channel=${encodeURIComponent(channel)}`;
  /** The socket's first message, or how it closed (code, or the refused upgrade's status). */
  function firstEvent(socket: WebSocket): Promise<{ data?: unknown; code?: number; status?: number }> {
    return new Promise((resolve) => {
      socket.once('message', (data) => resolve({ data: JSON.parse(String(data)) as unknown }));
      socket.once('close', (code) => resolve({ code }));
      socket.once('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0 }));
      socket.once('error', () => undefined);
    });
  }

  it('pushes the staff reply to the socket of the chat’s channel', async () => {
    const chat = await callApi(client(), 'chat.get', {});
    const socket = new WebSocket(socketUrl(chat.channelName), { origin: 'http://lakeshore.localhost:4173' });
    await new Promise((resolve) => socket.once('open', resolve));
    const event = firstEvent(socket);
    await callApi(client(), 'chat.sendMessage', { chatIdentity: chat.chatIdentity, text: 'Is my windshield covered?' });
    expect((await event).data).toMatchObject({ type: 'message', channel: chat.channelName, message: { from: 'staff' } });
    socket.close();
  }, 10_000);

  it('closes a socket on an unknown channel, and refuses another site’s page', async () => {
    expect(await firstEvent(new WebSocket(socketUrl('private-chat-nobody'), { origin: 'http://lakeshore.localhost:4173' }))).toEqual({ code: 4404 });
    const chat = await callApi(client(), 'chat.get', {});
    expect(await firstEvent(new WebSocket(socketUrl(chat.channelName), { origin: 'https://evil.example' }))).toEqual({ status: 403 });
  });
});
