// A screen's first call started at its route's entry: the screen's useCall joins it (one request),
// the entry says whether the screen waits for it, and the join is for the same request, the same
// user and a short while only.
import { proxy } from 'valtio';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { fixtureServer, resetFixtureBackend } from '../../fixtures/backend/node.ts';
import { FIXTURE_TEST_BASE, signedInSession } from '../../fixtures/backend/test-session.ts';
import { configureApi } from '../api/api.ts';
import type { CallResponse } from '../api/call-api.ts';
import { requestState } from './request-cycle.ts';
import { useCall } from './use-call.ts';
import { callSpec, ENTERED_CALL_JOIN_MS, enterCalls } from './entered-call.ts';
import { setSliceOwner } from './persistence.ts';
import { SLOW_KEY } from '../../fixtures/backend/fail-switch.ts';

const requested: string[] = [];
beforeAll(() => {
  fixtureServer.listen({ onUnhandledRequest: 'error' });
  fixtureServer.events.on('request:start', ({ request }) => void requested.push(new URL(request.url).pathname));
});
afterAll(() => fixtureServer.close());
afterEach(() => {
  vi.useRealTimers();
  setSliceOwner(null);
  sessionStorage.removeItem(SLOW_KEY);
});

const NUMBERS = '/api/claims/claimNumbers';
const ABOUT = '/api/customContent/about-us';
const PRIVACY = '/api/customContent/privacy';

function calls() {
  const slice = proxy({
    numbers: requestState<CallResponse<'claims.getClaimNumbers'>>(),
    page: requestState<CallResponse<'customContent.get'>>(),
  });
  return {
    slice,
    numbers: callSpec(slice, 'numbers', 'claims.getClaimNumbers', {}),
    page: (id: string) => callSpec(slice, 'page', 'customContent.get', { id }),
  };
}

beforeEach(async () => {
  resetFixtureBackend();
  const session = await signedInSession();
  configureApi({ base: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => 'en', token: () => session.token });
  requested.length = 0;
});

describe('enterCalls', () => {
  it('starts the call, and the screen mounting next joins it: one request', async () => {
    const { slice, numbers } = calls();
    const wait = enterCalls(numbers);
    expect(wait).toBeInstanceOf(Promise);
    expect(slice.numbers.inProgress).toBe(true);
    await wait;
    expect(slice.numbers.success).toBe(true);
    const { result } = renderHook(() => useCall(...numbers.args));
    expect(result.current.loading).toBe(false);
    expect(result.current.data?.insuranceCompanies.length).toBeGreaterThan(0);
    // Past the effects: still the entry's one request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([NUMBERS]);
  });

  it('is joined while on its way: a second entry and the screen ask nothing more', async () => {
    const { numbers } = calls();
    const first = enterCalls(numbers);
    const second = enterCalls(numbers);
    const { result } = renderHook(() => useCall(...numbers.args));
    await Promise.all([first, second]);
    await waitFor(() => expect(result.current.success).toBe(true));
    expect(requested).toEqual([NUMBERS]);
  });

  it('is joined while on its way however long ago the entry was (a slow network), and for a short while after its answer', async () => {
    const { numbers } = calls();
    sessionStorage.setItem(SLOW_KEY, 'claimNumbers:300');
    const entered = enterCalls(numbers);
    // The screen mounts later than the join time after the entry, the answer still on its way.
    vi.useFakeTimers({ now: Date.now() + ENTERED_CALL_JOIN_MS + 1, toFake: ['Date'], shouldAdvanceTime: true });
    const screen = renderHook(() => useCall(...numbers.args));
    await entered;
    await waitFor(() => expect(screen.result.current.success).toBe(true));
    expect(requested).toEqual([NUMBERS]);
    screen.unmount();
    // Shown again just after the answer: the same answer.
    const back = renderHook(() => useCall(...numbers.args));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual([NUMBERS]);
    back.unmount();
  });

  it('has the screen wait only when it has nothing to show', async () => {
    const { slice, numbers } = calls();
    await enterCalls(numbers);
    vi.useFakeTimers({ now: Date.now() + ENTERED_CALL_JOIN_MS + 1, toFake: ['Date'], shouldAdvanceTime: true });
    // Stored data: the screen shows it at once, the new run refreshes it behind.
    expect(enterCalls(numbers)).toBeUndefined();
    expect(slice.numbers.inProgress).toBe(true);
    vi.useRealTimers();
    await waitFor(() => expect(slice.numbers.inProgress).toBe(false));
    expect(requested).toEqual([NUMBERS, NUMBERS]);
  });

  it('is not joined for another request, once replaced by a later run, later than the join time, or by another user', async () => {
    const { slice, page } = calls();
    await enterCalls(page('about-us'));
    // Another request under the same key asks anew.
    const other = renderHook(() => useCall(...page('privacy').args));
    await waitFor(() => expect(other.result.current.success).not.toBeNull());
    expect(requested).toEqual([ABOUT, PRIVACY]);
    other.unmount();

    // Replaced by that later run: the same request entered again asks anew.
    const again = enterCalls(page('about-us'));
    expect(requested).toEqual([ABOUT, PRIVACY, ABOUT]);
    await again;
    await waitFor(() => expect(slice.page.inProgress).toBe(false));
    // The same request, once the join time after its answer is over, asks anew.
    vi.useFakeTimers({ now: Date.now() + ENTERED_CALL_JOIN_MS + 1, toFake: ['Date'], shouldAdvanceTime: true });
    const later = renderHook(() => useCall(...page('about-us').args));
    await waitFor(() => expect(requested).toEqual([ABOUT, PRIVACY, ABOUT, ABOUT]));
    later.unmount();
    vi.useRealTimers();

    // Someone else signed in since the entry: their screen asks for their own.
    await enterCalls(page('about-us'));
    setSliceOwner('someone-else@example.ca');
    const next = renderHook(() => useCall(...page('about-us').args));
    await waitFor(() => expect(requested).toEqual([ABOUT, PRIVACY, ABOUT, ABOUT, ABOUT, ABOUT]));
    next.unmount();
  });
});
