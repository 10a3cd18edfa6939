// The screen of the page being opened, fetched while the settings load: a route's screen is a lazy
// chunk that React would only ask for at the first render, one more round trip after the settings
// and the catalogue, late for the first screen (home_lcp_ms in npm run bench).
import { findRoute } from './route-table.ts';

interface LazyInternals {
  _init?: (payload: unknown) => unknown;
  _payload?: unknown;
}

/**
 * Starts loading a React.lazy component's chunk, as its first render would. React offers no
 * preload, so this calls the lazy object's own initialiser (what rendering calls); where a React
 * version lacks it, nothing happens and the render loads the chunk as before.
 */
export function preloadLazy(component: unknown): void {
  const lazy = component as LazyInternals | null | undefined;
  if (typeof lazy?._init !== 'function') return;
  try {
    lazy._init(lazy._payload);
  } catch {
    // The initialiser throws its pending promise (or a load error, which the render shows).
  }
}

/** Starts loading the screen of `path`'s route, if the path has one. Offline it waits for the render. */
export function preloadRouteScreen(path: string): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const route = findRoute(path);
  if (route) preloadLazy(route.screen);
}
