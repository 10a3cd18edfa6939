// The request cycle (docs/product-rules.md#request-cycle) on valtio slices: in progress → result, or success false with the
// message (and the e-pay payload); timestamp cache reset to 0 on start and failure; newest run wins.
import { proxy, subscribe } from 'valtio/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../api/api-error.ts';
import { CACHE_MAX_AGE, isFresh, requestState, resetRequest, runRequest, type RequestState } from './request-cycle.ts';

interface PaymentsSlice {
  paymentOptions: RequestState<{ policies: string[] }>;
  ePay: RequestState<{ transactionId: string }>;
  other: string;
}

function slice(): PaymentsSlice {
  return proxy<PaymentsSlice>({ paymentOptions: requestState(), ePay: requestState(), other: 'untouched' });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const httpError = (message: string, code: number, data: Record<string, unknown> = {}) =>
  new ApiError({ message, code, status: code, severity: 'high', kind: 'http', payload: { data: { error: { message }, code, ...data } } });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runRequest', () => {
  it('marks in progress, then stores the result and a timestamp', async () => {
    const state = slice();
    const call = deferred<{ policies: string[] }>();
    const running = runRequest(state, 'paymentOptions', () => call.promise, { now: () => 1000 });
    expect(state.paymentOptions).toMatchObject({ inProgress: true, success: null, message: null, timestamp: 0 });
    call.resolve({ policies: ['p1'] });
    expect(await running).toEqual({ ok: true, data: { policies: ['p1'] }, fromCache: false });
    expect(state.paymentOptions).toMatchObject({ inProgress: false, success: true, message: null, data: { policies: ['p1'] }, timestamp: 1000 });
    expect(state.other).toBe('untouched');
  });

  it('stores success false with the message and code, keeps the last data, resets the timestamp', async () => {
    const state = slice();
    await runRequest(state, 'paymentOptions', async () => ({ policies: ['p1'] }), { now: () => 1000 });
    const outcome = await runRequest(state, 'paymentOptions', () => Promise.reject(httpError('Policy not found.', 404)), { force: true, maxAge: 10 });
    expect(outcome).toEqual({ ok: false, message: 'Policy not found.', code: 404, payload: null });
    expect(state.paymentOptions).toMatchObject({ inProgress: false, success: false, message: 'Policy not found.', code: 404, data: { policies: ['p1'] }, payload: null, timestamp: 0 });
  });

  it('uses the generic message for an error that is not an ApiError, and never throws', async () => {
    const state = slice();
    const outcome = await runRequest(state, 'paymentOptions', () => {
      throw new TypeError('boom');
    });
    expect(outcome).toMatchObject({ ok: false, message: GENERIC_ERROR_MESSAGE, code: 400 });
    expect(state.paymentOptions).toMatchObject({ inProgress: false, success: false });
  });

  it('keeps the failure payload when asked (e-pay processing)', async () => {
    const state = slice();
    const outcome = await runRequest(state, 'ePay', () => Promise.reject(httpError('Unable to process your card', 402, { transactionId: 'txn-1', status: 'declined' })), { keepPayload: true });
    const payload = { error: { message: 'Unable to process your card' }, code: 402, transactionId: 'txn-1', status: 'declined' };
    expect(outcome).toEqual({ ok: false, message: 'Unable to process your card', code: 402, payload });
    expect(state.ePay).toMatchObject({ success: false, message: 'Unable to process your card', payload });
  });

  it('notifies valtio subscribers of each step', async () => {
    const state = slice();
    const seen: boolean[] = [];
    const unsubscribe = subscribe(state, () => seen.push(state.paymentOptions.inProgress), true);
    await runRequest(state, 'paymentOptions', async () => ({ policies: [] }));
    unsubscribe();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });

  it('a newer run wins over a slower older one', async () => {
    const state = slice();
    const slow = deferred<{ policies: string[] }>();
    const first = runRequest(state, 'paymentOptions', () => slow.promise);
    const second = runRequest(state, 'paymentOptions', async () => ({ policies: ['new'] }));
    await second;
    slow.resolve({ policies: ['old'] });
    expect(await first).toMatchObject({ ok: true, data: { policies: ['old'] } });
    expect(state.paymentOptions.data).toEqual({ policies: ['new'] });
    expect(state.paymentOptions.inProgress).toBe(false);
  });

  it('a synchronous throw still ends the cycle', async () => {
    const state = slice();
    await runRequest(state, 'paymentOptions', () => {
      throw httpError('Nope', 500);
    });
    expect(state.paymentOptions).toMatchObject({ inProgress: false, success: false, message: 'Nope' });
  });

  it('can store large results as a valtio ref (not deeply proxied)', async () => {
    const state = slice();
    const data = { policies: ['a'] };
    await runRequest(state, 'paymentOptions', async () => data, { asRef: true });
    expect(state.paymentOptions.data).toBe(data);
  });
});

describe('a refresh behind data shown (background)', () => {
  it('keeps the result while it runs and when it fails; stores the new one when it succeeds', async () => {
    const state = slice();
    await runRequest(state, 'paymentOptions', async () => ({ policies: ['p1'] }), { now: () => 1000 });
    const failing = deferred<{ policies: string[] }>();
    const refresh = runRequest(state, 'paymentOptions', () => failing.promise, { background: true, force: true, now: () => 2000 });
    expect(state.paymentOptions).toMatchObject({ inProgress: true, success: true, message: null, timestamp: 1000, data: { policies: ['p1'] } });
    failing.reject(httpError('Service unavailable', 503));
    expect(await refresh).toMatchObject({ ok: false, message: 'Service unavailable', code: 503 });
    expect(state.paymentOptions).toMatchObject({ inProgress: false, success: true, message: null, code: null, timestamp: 1000, data: { policies: ['p1'] } });
    await runRequest(state, 'paymentOptions', async () => ({ policies: ['p2'] }), { background: true, force: true, now: () => 3000 });
    expect(state.paymentOptions).toMatchObject({ inProgress: false, success: true, timestamp: 3000, data: { policies: ['p2'] } });
  });

  it('is an ordinary run when nothing good is shown yet: its failure is stored', async () => {
    const state = slice();
    await runRequest(state, 'paymentOptions', () => Promise.reject(httpError('Service unavailable', 503)), { background: true });
    expect(state.paymentOptions).toMatchObject({ success: false, message: 'Service unavailable', code: 503 });
  });
});

describe('timestamp cache (payment options, companies)', () => {
  it('serves a fresh result without calling, calls again when stale or forced', async () => {
    const state = slice();
    let now = 10_000;
    const fn = vi.fn(async () => ({ policies: [`call ${fn.mock.calls.length}`] }));
    const options = { maxAge: CACHE_MAX_AGE.paymentOptions, now: () => now };
    await runRequest(state, 'paymentOptions', fn, options);
    now += CACHE_MAX_AGE.paymentOptions - 1;
    expect(await runRequest(state, 'paymentOptions', fn, options)).toEqual({ ok: true, data: { policies: ['call 1'] }, fromCache: true });
    expect(fn).toHaveBeenCalledTimes(1);
    now += 1;
    await runRequest(state, 'paymentOptions', fn, options);
    expect(fn).toHaveBeenCalledTimes(2);
    await runRequest(state, 'paymentOptions', fn, { ...options, force: true });
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('after a failure the timestamp is 0, so the next read calls again', async () => {
    const state = slice();
    const options = { maxAge: 60_000, now: () => 5000 };
    await runRequest(state, 'paymentOptions', async () => ({ policies: [] }), options);
    await runRequest(state, 'paymentOptions', () => Promise.reject(httpError('Down', 500)), { ...options, force: true });
    expect(state.paymentOptions.timestamp).toBe(0);
    expect(isFresh(state.paymentOptions, 60_000, 5000)).toBe(false);
    const fn = vi.fn(async () => ({ policies: ['back'] }));
    await runRequest(state, 'paymentOptions', fn, options);
    expect(fn).toHaveBeenCalledOnce();
  });

  it('concurrent cached reads share one call', async () => {
    const state = slice();
    const call = deferred<{ policies: string[] }>();
    const fn = vi.fn(() => call.promise);
    const reads = [runRequest(state, 'paymentOptions', fn, { maxAge: 1000 }), runRequest(state, 'paymentOptions', fn, { maxAge: 1000 })];
    await flush();
    call.resolve({ policies: ['shared'] });
    const [a, b] = await Promise.all(reads);
    expect(fn).toHaveBeenCalledOnce();
    expect(a).toEqual(b);
  });
});

describe('resetRequest', () => {
  it('returns to the initial state', async () => {
    const state = slice();
    await runRequest(state, 'paymentOptions', async () => ({ policies: ['x'] }));
    resetRequest(state.paymentOptions);
    expect(state.paymentOptions).toEqual(requestState());
  });
});
