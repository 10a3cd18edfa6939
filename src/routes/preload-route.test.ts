// Start-up and navigations ask a route for its screen chunk and its first data request.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../settings/runtime.ts';

const preload = vi.fn(() => Promise.resolve());
const enter = vi.fn((): Promise<void> | void => undefined);
vi.mock('./route-table.ts', () => ({
  findRoute: (path: string) =>
    path === '/inventory' ? { path, access: 'private', screen: { preload }, enter }
    : path === '/broken' ? { path, access: 'public', screen: { preload: () => Promise.reject(new Error('offline')) } }
    : undefined,
}));

const { enterRoute, preloadRouteScreen, settledWithin, LONGEST_WAIT_MS } = await import('./preload-route.ts');
const { setSliceOwner } = await import('../state/persistence.ts');
const runtime = { chat: { chatOnly: false }, features: {} } as unknown as Runtime;

describe('preloadRouteScreen', () => {
  it("loads the route's screen and resolves once it is there", async () => {
    await preloadRouteScreen('/inventory');
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('resolves for an unknown path and for a chunk that fails (the render shows that)', async () => {
    await expect(preloadRouteScreen('/no/such/route')).resolves.toBeUndefined();
    await expect(preloadRouteScreen('/broken')).resolves.toBeUndefined();
  });
});

describe('enterRoute', () => {
  // Each test enters at a later time than the last: a same address re-entered within a second joins.
  let clock = Date.UTC(2026, 10, 26);
  vi.spyOn(Date, 'now').mockImplementation(() => clock);
  afterEach(() => {
    clock += 60_000;
  });

  it("starts the route's first data request when the gate will show its screen", () => {
    enterRoute('/inventory', runtime, false);
    expect(enter).not.toHaveBeenCalled();
    enterRoute('/inventory', runtime, true);
    expect(enter).toHaveBeenCalledTimes(1);
  });

  it('hands the route the query of the address', () => {
    enter.mockClear();
    enterRoute('/inventory?room=grp-1#top', runtime, true);
    expect(enter).toHaveBeenCalledTimes(1);
    expect((enter.mock.calls[0] as unknown[])[0]).toEqual(new URLSearchParams('room=grp-1'));
  });

  it("returns the route's load, settled even when it fails, so start-up can wait for it", async () => {
    enter.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    await expect(enterRoute('/inventory', runtime, true)).resolves.toBeUndefined();
    expect(enterRoute('/inventory', runtime, false)).toBeUndefined();
  });

  it('gives the same load, without a second request, for the same address entered again within a second', async () => {
    enter.mockClear();
    let arrive!: () => void;
    enter.mockImplementationOnce(() => new Promise<void>((resolve) => (arrive = resolve)));
    const first = enterRoute('/inventory?room=grp-1', runtime, true); // the tap
    clock += 600;
    const second = enterRoute('/inventory?room=grp-1', runtime, true); // the gate, after the navigation
    expect(enter).toHaveBeenCalledTimes(1);
    arrive();
    await Promise.all([first, second]);
    // Another address, or the same one later, is entered anew.
    enterRoute('/inventory', runtime, true);
    clock += 1_000;
    enterRoute('/inventory?room=grp-1', runtime, true);
    expect(enter).toHaveBeenCalledTimes(3);
  });

  it('enters anew for someone else signed in within that second', () => {
    enter.mockClear();
    setSliceOwner('first@example.ca');
    enterRoute('/inventory', runtime, true);
    clock += 300;
    setSliceOwner('second@example.ca');
    enterRoute('/inventory', runtime, true);
    expect(enter).toHaveBeenCalledTimes(2);
    setSliceOwner(null);
  });

  it('does nothing for a route without one', () => {
    expect(() => enterRoute('/broken', runtime, true)).not.toThrow();
    expect(() => enterRoute('/nowhere', runtime, true)).not.toThrow();
  });
});

describe('settledWithin', () => {
  it('resolves when the load settles, whether it succeeds or fails', async () => {
    await expect(settledWithin(Promise.resolve('rows'))).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });

  it('resolves after the longest wait when the load has not settled', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      void settledWithin(new Promise(() => undefined)).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(LONGEST_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
