// What a route needs before its screen can show: its chunk (with its texts and restored slices) and
// its first data request. Start-up asks for both while the settings and the catalogue load, and
// renders once the chunk is there, so the first screen appears whole (no loading state replaced a
// moment later); a navigation starts the request beside the chunk instead of after the render.
import { findRoute } from './route-table.ts';
import { decideRoute } from './route-decision.ts';
import type { Runtime } from '../settings/runtime.ts';
import { currentOwner } from '../state/persistence.ts';

/**
 * The longest a screen's chunk or first data holds back what is shown (start-up's first render, an
 * in-app navigation): slower than this (a slow network), the loading state shows as before, so a
 * tap is never left without an answer.
 */
export const LONGEST_WAIT_MS = 500;

/** `load` settled, or LONGEST_WAIT_MS passed, whichever comes first; never rejects. */
export function settledWithin(load: Promise<unknown>): Promise<void> {
  return Promise.race([load.then(() => undefined, () => undefined), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}

/** Loads the screen of `path`'s route, if it has one; never rejects (a failed chunk is retried by the render). */
export async function preloadRouteScreen(path: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  await findRoute(path)?.screen.preload().catch(() => undefined);
}

/** The last entry: the gate enters the address an in-app navigation has just entered (and waited for). */
let lastEntry: { key: string; at: number; load: Promise<void> | undefined } | undefined;
const REENTRY_JOIN_MS = 1_000;

/**
 * Starts the first data request of the route of `to` (a path, with its query when it has one), when
 * the gate will show its screen. Returns that load, settled either way, when the route has one. The
 * same address entered again by the same user within REENTRY_JOIN_MS (the gate, after the
 * navigation that entered it) gets the same load: no second request.
 */
export function enterRoute(to: string, runtime: Runtime, signedIn: boolean): Promise<void> | undefined {
  const target = to.split('#')[0] ?? '';
  // Per user: after a sign-out, whoever signs in next enters anew.
  const key = `${signedIn ? `in:${currentOwner() ?? ''}` : 'out'} ${target}`;
  const now = Date.now();
  if (lastEntry?.key === key && now - lastEntry.at < REENTRY_JOIN_MS) return lastEntry.load;
  const [path = '', query = ''] = target.split('?');
  const decision = decideRoute(path, runtime, signedIn);
  const load = decision.kind === 'screen' ? decision.route.enter?.(new URLSearchParams(query), runtime)?.catch(() => undefined) : undefined;
  lastEntry = { key, at: now, load };
  return load;
}
