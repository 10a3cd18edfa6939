// runCall: a typed call through the request cycle, against the fixture backend (msw/node).
import { proxy } from 'valtio/vanilla';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureServer, resetFixtureBackend } from '../../fixtures/backend/node.ts';
import { setFailures } from '../../fixtures/backend/fail-switch.ts';
import { FIXTURE_TEST_BASE, signedInSession } from '../../fixtures/backend/test-session.ts';
import { configureApi } from '../api/api.ts';
import type { CallResponse } from '../api/call-api.ts';
import { requestState } from './request-cycle.ts';
import { requestIdentity, runCall } from './run-call.ts';

const requested: string[] = [];
beforeAll(() => {
  fixtureServer.listen({ onUnhandledRequest: 'error' });
  fixtureServer.events.on('request:start', ({ request }) => void requested.push(request.url));
});
afterAll(() => fixtureServer.close());

function slice() {
  return proxy({
    numbers: requestState<CallResponse<'claims.getClaimNumbers'>>(),
    page: requestState<CallResponse<'customContent.get'>>(),
    label: 'not a request state',
  });
}

beforeEach(async () => {
  resetFixtureBackend();
  const session = await signedInSession();
  configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => 'en', token: () => session.token });
  requested.length = 0;
});

describe('runCall', () => {
  it('stores the answer of the named call in the slice', async () => {
    const state = slice();
    const outcome = await runCall(state, 'page', 'customContent.get', { id: 'about-us' });
    expect(outcome).toMatchObject({ ok: true, fromCache: false });
    expect(state.page).toMatchObject({ inProgress: false, success: true, message: null });
    expect(state.page.data?.title).toBe('About Maplecrest');
    expect(requested).toEqual([`${FIXTURE_TEST_BASE}/customContent/about-us?broker=maplecrest`]);
  });

  it('ends in success false with the message when the call fails, and never rejects', async () => {
    const state = slice();
    setFailures(['/claims/claimNumbers']);
    const outcome = await runCall(state, 'numbers', 'claims.getClaimNumbers', {});
    expect(outcome).toMatchObject({ ok: false, code: 500, message: 'Fixture failure for /api/claims/claimNumbers' });
    expect(state.numbers).toMatchObject({ inProgress: false, success: false, code: 500, message: 'Fixture failure for /api/claims/claimNumbers', data: null });
  });

  it('serves a fresh answer from the slice (maxAge) unless forced', async () => {
    const state = slice();
    await runCall(state, 'numbers', 'claims.getClaimNumbers', {}, { maxAge: 60_000 });
    expect(await runCall(state, 'numbers', 'claims.getClaimNumbers', {}, { maxAge: 60_000 })).toMatchObject({ ok: true, fromCache: true });
    expect(requested).toHaveLength(1);
    await runCall(state, 'numbers', 'claims.getClaimNumbers', {}, { maxAge: 60_000, force: true });
    expect(requested).toHaveLength(2);
  });

  it('sends page and limit to the client, not to the request cycle', async () => {
    const state = slice();
    await runCall(state, 'numbers', 'claims.getClaimNumbers', {}, { page: 2, limit: 10 });
    const url = new URL(requested[0] ?? '');
    expect([url.searchParams.get('page'), url.searchParams.get('limit')]).toEqual(['2', '10']);
  });

  it('is typed by call name: the key must hold that call’s answer, the request must be that call’s', () => {
    const state = slice();
    const typeOnly = () => {
      // @ts-expect-error 'numbers' holds claim numbers, not a custom content page
      void runCall(state, 'numbers', 'customContent.get', { id: 'about-us' });
      // @ts-expect-error 'label' is not a request state
      void runCall(state, 'label', 'claims.getClaimNumbers', {});
      // @ts-expect-error customContent.get needs an id
      void runCall(state, 'page', 'customContent.get', {});
    };
    expect(typeof typeOnly).toBe('function');
  });
});

describe('requestIdentity', () => {
  it('is the same for the same value whatever the key order, and differs for another value', () => {
    expect(requestIdentity({ a: 1, b: { c: 2, d: [3] } })).toBe(requestIdentity({ b: { d: [3], c: 2 }, a: 1 }));
    expect(requestIdentity({ id: 'a' })).not.toBe(requestIdentity({ id: 'b' }));
    expect(requestIdentity(undefined)).toBe('');
  });
});
