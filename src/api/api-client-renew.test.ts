// One shared token renew on 401 (docs/product-rules.md#token-renew): however many requests fail at once, one renew,
// one retry each; a 401 on the retry is final; a failed renew logs out (onRenewFailed) with no retry.
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

const BASE = 'https://api.test';
const OLD = 'old-token';
const NEW = 'new-token';

let renewCalls = 0;
let renewAuth: (string | null)[] = [];
let attempts = new Map<string, string[]>();
let renewAnswer: 'ok' | 401 | 500 | 'network' | 'no-token' | 'bad-token' = 'ok';

function record(request: Request, id: string): string | null {
  const auth = request.headers.get('Authorization');
  attempts.set(id, [...(attempts.get(id) ?? []), auth ?? 'none']);
  return auth;
}

const unauthorized = () => HttpResponse.json({ data: { error: { message: 'Unauthorized' }, code: 401 } }, { status: 401 });

const server = setupServer(
  http.post(`${BASE}/tokens/renew`, async ({ request }) => {
    renewCalls += 1;
    renewAuth.push(request.headers.get('Authorization'));
    await delay(20); // the other 401s arrive while the renew is in flight
    if (renewAnswer === 'network') return HttpResponse.error();
    if (renewAnswer === 401) return unauthorized();
    if (renewAnswer === 500) return HttpResponse.json({ data: { error: { message: 'Server down' }, code: 500 } }, { status: 500 });
    if (renewAnswer === 'no-token') return HttpResponse.json({ data: {} });
    // A token no Authorization header can carry (fetch would throw on every later call).
    if (renewAnswer === 'bad-token') return HttpResponse.json({ data: { token: 'tökén€' } });
    return HttpResponse.json({ data: { token: NEW } });
  }),
  // Accepts only the new token.
  http.get(`${BASE}/items/:id`, ({ request, params }) => {
    const auth = record(request, String(params.id));
    return auth === `Bearer ${NEW}` ? HttpResponse.json({ data: { id: params.id } }) : unauthorized();
  }),
  // Rejects every token.
  http.get(`${BASE}/always-401/:id`, ({ request, params }) => {
    record(request, String(params.id));
    return unauthorized();
  }),
  // Answers 401 only after the renew has finished (a late failure of the old token).
  http.get(`${BASE}/slow/:id`, async ({ request, params }) => {
    await delay(80);
    const auth = record(request, String(params.id));
    return auth === `Bearer ${NEW}` ? HttpResponse.json({ data: { id: params.id } }) : unauthorized();
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  renewCalls = 0;
  renewAuth = [];
  attempts = new Map();
  renewAnswer = 'ok';
});
afterEach(() => server.resetHandlers());

function signedInClient() {
  let token: string | undefined = OLD;
  const onTokenRenewed = vi.fn((fresh: string) => {
    token = fresh;
  });
  const onRenewFailed = vi.fn(() => {
    token = undefined; // the app logs out
  });
  const client = createApiClient({ base: BASE, brokerId: 'maplecrest', language: () => 'en', token: () => token, onTokenRenewed, onRenewFailed });
  return { client, onTokenRenewed, onRenewFailed, token: () => token };
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => `r${i}`);

describe('shared renew', () => {
  it.each([1, 5, 20])('%i concurrent 401s cause exactly one renew and one retry each', async (count) => {
    const { client, onTokenRenewed, onRenewFailed, token } = signedInClient();
    const results = await Promise.all(ids(count).map((id) => client.request<{ id: string }>({ path: '/items', id })));
    expect(results.map((result) => result.id)).toEqual(ids(count));
    expect(renewCalls).toBe(1);
    expect(renewAuth).toEqual([`Bearer ${OLD}`]);
    for (const id of ids(count)) expect(attempts.get(id)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(onTokenRenewed).toHaveBeenCalledOnce();
    expect(onTokenRenewed).toHaveBeenCalledWith(NEW);
    expect(onRenewFailed).not.toHaveBeenCalled();
    expect(token()).toBe(NEW);
  });

  it('a 401 arriving after the renew finished retries with the new token, no second renew', async () => {
    const { client } = signedInClient();
    const [fast, slow] = await Promise.all([client.request({ path: '/items', id: 'fast' }), client.request({ path: '/slow', id: 'late' })]);
    expect(fast).toEqual({ id: 'fast' });
    expect(slow).toEqual({ id: 'late' });
    expect(renewCalls).toBe(1);
    expect(attempts.get('late')).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
  });

  it.each([1, 5])('a 401 on the retry is rejected and triggers no second renew (%i requests)', async (count) => {
    const { client, onRenewFailed } = signedInClient();
    const settled = await Promise.allSettled(ids(count).map((id) => client.request({ path: '/always-401', id })));
    expect(renewCalls).toBe(1);
    for (const result of settled) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 401, kind: 'http' });
    }
    for (const id of ids(count)) expect(attempts.get(id)).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
    expect(onRenewFailed).not.toHaveBeenCalled();
  });

  it('a later expiry of the renewed token renews again (once)', async () => {
    const { client } = signedInClient();
    await client.request({ path: '/items', id: 'a' });
    await expect(client.request({ path: '/always-401', id: 'b' })).rejects.toBeInstanceOf(ApiError);
    expect(renewCalls).toBe(2);
    expect(renewAuth).toEqual([`Bearer ${OLD}`, `Bearer ${NEW}`]);
  });
});

describe('failed renew', () => {
  it.each([401, 500, 'network', 'no-token', 'bad-token'] as const)('renew answering %s → onRenewFailed once, no retry, all rejected', async (answer) => {
    renewAnswer = answer;
    const { client, onRenewFailed, onTokenRenewed, token } = signedInClient();
    const settled = await Promise.allSettled(ids(5).map((id) => client.request({ path: '/items', id })));
    expect(settled.every((result) => result.status === 'rejected')).toBe(true);
    for (const result of settled) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect(renewCalls).toBe(1);
    expect(onRenewFailed).toHaveBeenCalledOnce();
    expect(onTokenRenewed).not.toHaveBeenCalled();
    for (const id of ids(5)) expect(attempts.get(id)).toEqual([`Bearer ${OLD}`]);
    expect(token()).toBeUndefined();
  });

  it('the renew failure is what the request rejects with (network → low severity)', async () => {
    renewAnswer = 'network';
    const { client } = signedInClient();
    await expect(client.request({ path: '/items', id: 'x' })).rejects.toMatchObject({ kind: 'network', severity: 'low' });
  });
});

describe('no renew', () => {
  it('when no token was sent (visitor)', async () => {
    const client = createApiClient({ base: BASE, brokerId: 'b', language: () => 'en', token: () => undefined });
    await expect(client.request({ path: '/items', id: 'v' })).rejects.toMatchObject({ status: 401 });
    expect(renewCalls).toBe(0);
  });

  it('for an anonymous request (login) even with a stored token', async () => {
    const { client, onRenewFailed } = signedInClient();
    await expect(client.request({ path: '/items', id: 'anon', anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(renewCalls).toBe(0);
    expect(onRenewFailed).not.toHaveBeenCalled();
    expect(attempts.get('anon')).toEqual(['none']);
  });
});
