// Start-up and navigations ask a route for its screen chunk and its first data request.
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../settings/runtime.ts';

const preload = vi.fn(() => Promise.resolve());
const enter = vi.fn();
vi.mock('./route-table.ts', () => ({
  findRoute: (path: string) =>
    path === '/inventory' ? { path, access: 'private', screen: { preload }, enter }
    : path === '/broken' ? { path, access: 'public', screen: { preload: () => Promise.reject(new Error('offline')) } }
    : undefined,
}));

const { enterRoute, preloadRouteScreen } = await import('./preload-route.ts');
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

  it('does nothing for a route without one', () => {
    expect(() => enterRoute('/broken', runtime, true)).not.toThrow();
    expect(() => enterRoute('/nowhere', runtime, true)).not.toThrow();
  });
});
