// Preloading a lazy screen starts its chunk once, and the render then uses what was loaded.
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadLazy, preloadRouteScreen } from './preload-route.ts';

describe('preloadLazy', () => {
  it('starts the load once, as the first render would', async () => {
    const Screen = () => null;
    const load = vi.fn(() => Promise.resolve({ default: Screen }));
    const component = lazy(load);
    preloadLazy(component);
    preloadLazy(component);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    // Loaded: React's initialiser now returns the component instead of throwing.
    const internals = component as unknown as { _init: (payload: unknown) => unknown; _payload: unknown };
    expect(internals._init(internals._payload)).toBe(Screen);
  });

  it('swallows a failed load (the render shows it) and ignores what is not lazy', async () => {
    const component = lazy(() => Promise.reject(new Error('offline')));
    expect(() => preloadLazy(component)).not.toThrow();
    expect(() => preloadLazy({})).not.toThrow();
    expect(() => preloadLazy(null)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('finds nothing to preload for an unknown path', () => {
    expect(() => preloadRouteScreen('/no/such/route')).not.toThrow();
  });
});
