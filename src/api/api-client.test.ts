// The client's rules (docs/product-rules.md#api-client, docs/product-rules.md#error-extraction) against msw: headers, query building, unwrap, error
// extraction, bad url, the asset host and anonymous calls.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, buildUrl, createApiClient, type ApiClientConfig } from './api-client.ts';
import { ApiError, GENERIC_ERROR_MESSAGE, failedField } from './api-error.ts';

const BASE = 'https://api.test/v2';
const seen: Request[] = [];
const server = setupServer(
  http.all(`${BASE}/echo`, ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ data: { ok: true } });
  }),
  http.post(`${BASE}/echo-body`, async ({ request }) => HttpResponse.json({ data: (await request.json()) as Record<string, string> })),
  http.get(`${BASE}/no-data`, () => HttpResponse.json({ result: 1 })),
  http.get(`${BASE}/error/:kind`, ({ params }) => {
    const bodies: Record<string, Record<string, unknown> | string> = {
      data: { data: { error: { message: 'Policy not found.' }, code: 404 } },
      string: { data: { error: 'Plain text error', code: 409 } },
      info: { data: { _info: { error: { message: 'Info error' } } } },
      none: { data: {} },
      html: '<html>bad gateway</html>',
    };
    const body = bodies[String(params.kind)];
    return typeof body === 'string' ? new HttpResponse(body, { status: 502 }) : HttpResponse.json(body ?? {}, { status: params.kind === 'data' ? 404 : 500 });
  }),
  http.get(`${BASE}/network`, () => HttpResponse.error()),
  http.get('https://assets.test/get-branding-styles', () => HttpResponse.text(':root{--brand:#123}')),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  seen.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function client(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({ base: BASE, brokerId: 'maplecrest', language: () => 'fr', ...overrides });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('headers', () => {
  it('sends Accept-Language, Version 2.1.1, Selected-Language and the bearer when set', async () => {
    await client({ selectedLanguage: () => 'en', token: () => 'tok-1' }).request({ path: '/echo' });
    const headers = seen[0]?.headers;
    expect(headers?.get('Accept-Language')).toBe('fr');
    expect(headers?.get('Version')).toBe(APP_VERSION);
    expect(APP_VERSION).toBe('2.1.1');
    expect(headers?.get('Selected-Language')).toBe('en');
    expect(headers?.get('Authorization')).toBe('Bearer tok-1');
  });

  it('leaves out Selected-Language and Authorization when not set', async () => {
    await client({ selectedLanguage: () => undefined, token: () => undefined }).request({ path: '/echo' });
    expect(seen[0]?.headers.has('Selected-Language')).toBe(false);
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each(['tökén€', '\0\0', 'abc\ndef'])('never throws on a token no header can carry (%j): the call goes without it', async (token) => {
    await expect(client({ token: () => token }).request({ path: '/echo' })).resolves.toEqual({ ok: true });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('never sends the bearer on an anonymous request', async () => {
    await client({ token: () => 'tok-1' }).request({ path: '/echo', anonymous: true });
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends a JSON body with its content type', async () => {
    const data = await client().request<{ email: string }>({ method: 'POST', path: '/echo-body', body: { email: 'a@b.ca' } });
    expect(data).toEqual({ email: 'a@b.ca' });
  });
});

describe('query building', () => {
  it('adds the broker, the id segment, non-empty query pairs, page and limit', async () => {
    await client().request({ path: '/echo', query: { a: 'x', empty: '', nothing: null, missing: undefined, zero: 0, no: false }, page: 2, limit: 10 });
    const url = new URL(seen[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({ broker: 'maplecrest', a: 'x', zero: '0', no: 'false', page: '2', limit: '10' });
  });

  it('appends an encoded id segment and trims slashes', () => {
    expect(buildUrl('https://api.test/v2/', 'acme', { path: '/settings', id: 'core' })).toBe('https://api.test/v2/settings/core?broker=acme');
    expect(buildUrl('/api', 'acme', { path: 'files', id: 'a b/c' })).toBe('/api/files/a%20b%2Fc?broker=acme');
    expect(buildUrl('/api', 'acme', { path: '/x', id: '' })).toBe('/api/x?broker=acme');
  });
});

describe('answers', () => {
  it('unwraps data', async () => {
    expect(await client().request({ path: '/echo' })).toEqual({ ok: true });
  });

  it('rejects an answer without data as a parse error', async () => {
    const error = await rejection(client().request({ path: '/no-data' }));
    expect(error.kind).toBe('parse');
  });

  it('returns text from the asset host', async () => {
    const css = await client({ assetBase: 'https://assets.test' }).request<string>({ path: '/get-branding-styles', host: 'assets', responseType: 'text' });
    expect(css).toBe(':root{--brand:#123}');
  });
});

describe('error extraction (docs/product-rules.md#error-extraction)', () => {
  it.each([
    ['data', 'Policy not found.', 404],
    ['string', 'Plain text error', 409],
    ['info', 'Info error', 400],
    ['none', GENERIC_ERROR_MESSAGE, 400],
    ['html', GENERIC_ERROR_MESSAGE, 400],
  ])('%s error → message %j, code %i, high severity', async (kind, message, code) => {
    const error = await rejection(client().request({ path: `/error/${kind}` }));
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.severity).toBe('high');
    expect(error.kind).toBe('http');
  });

  it('reads the field a refusal names: the first `errors` entry, in the data or beside it', () => {
    expect(failedField({ error: { message: 'Not in force.' }, code: 400, errors: [{ pointer: '/occurredAt', message: 'Not in force.' }] })).toBe('/occurredAt');
    expect(failedField({ errors: [{ pointer: '/damage/type', message: 'is not valid' }, { pointer: '/note', message: '…' }] })).toBe('/damage/type');
    for (const none of [null, 'text', { errors: [] }, { errors: [{ pointer: 'occurredAt' }] }, { errors: 'x' }, { error: { message: 'No field.' } }]) expect(failedField(none)).toBeUndefined();
  });

  it('a network error is low severity with the generic message', async () => {
    const error = await rejection(client().request({ path: '/network' }));
    expect(error).toMatchObject({ kind: 'network', severity: 'low', message: GENERIC_ERROR_MESSAGE, code: 400, status: 0 });
  });
});

describe('bad url', () => {
  it.each(['', '   '])('a request with base %j is a bad-url error and nothing is fetched', async (base) => {
    const fetchSpy = vi.fn<typeof fetch>();
    const error = await rejection(client({ base, fetch: fetchSpy }).request({ path: '/echo' }));
    expect(error.kind).toBe('bad-url');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
