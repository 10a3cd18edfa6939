// The app's location hook: the unsaved-changes guard's (ui/navigation-guard.ts), and for an in-app
// navigation the new route's first data request at once and its screen's chunk before the address
// changes. The old screen stays until the new one can show whole: a loading state shown for a
// moment would hold the new screen back (React 19 keeps a fallback up to 300 ms once shown;
// docs/adr/0055-react-in-every-build.md). The route's first data is waited for as its chunk (an
// inventory room shows with its items, not a loading line first), each within LONGEST_WAIT_MS;
// past PENDING_SIGN_AFTER_MS, appState.navigating is true and the shell shows that a page is on its way.
// Back or Forward during the wait cancels it: the tapped page does not open over the one gone back to.
import type { BaseLocationHook } from 'wouter';
import { useGuardedLocation } from '../ui/navigation-guard.ts';
import { appState } from '../state/app-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { sessionState } from '../state/session-state.ts';
import type { Runtime } from '../settings/runtime.ts';
import { findRoute } from './route-table.ts';
import { enterRoute, settledWithin } from './preload-route.ts';

let latest = 0;

/**
 * How long a tap waits before the shell says a page is on its way: a quicker wait (most, on a good
 * network) shows nothing and re-renders nothing.
 */
export const PENDING_SIGN_AFTER_MS = 150;
let pendingSign: ReturnType<typeof setTimeout> | undefined;

/** Drops the waiting tap, if any: its `go` finds a later id and does nothing. */
function cancelWaitingTap(): void {
  latest += 1;
  clearTimeout(pendingSign);
  if (appState.navigating) appState.navigating = false;
}

let listeningForHistory = false;
/** The history moves the user makes (Back, Forward) cancel a waiting tap; listened for once, from the first wait. */
function cancelOnHistoryMove(): void {
  if (listeningForHistory || typeof window === 'undefined') return;
  listeningForHistory = true;
  window.addEventListener('popstate', cancelWaitingTap);
}

export const useAppLocation: BaseLocationHook = (options) => {
  const [location, navigate] = useGuardedLocation(options);
  return [
    location,
    (to: string, navOptions?: unknown) => {
      // Only the last of several quick taps navigates.
      const id = ++latest;
      const go = () => {
        if (id !== latest) return;
        clearTimeout(pendingSign);
        if (appState.navigating) appState.navigating = false;
        navigate(to, navOptions);
      };
      const path = to.split(/[?#]/)[0] ?? to;
      const { runtime } = runtimeState;
      const data = runtime ? enterRoute(to, runtime as Runtime, sessionState.user !== null) : undefined;
      const screen = findRoute(path)?.screen;
      const chunk = !screen || screen.isLoaded() ? undefined : screen.preload();
      if (!chunk && !data) return go();
      cancelOnHistoryMove();
      // The old screen stays meanwhile; past a moment the shell says a page is on its way (navigation-progress.tsx).
      clearTimeout(pendingSign);
      // Every later tap clears this timer (here, or in its go), so it only ever fires for the latest.
      pendingSign = setTimeout(() => (appState.navigating = true), PENDING_SIGN_AFTER_MS);
      void settledWithin(Promise.all([chunk, data])).then(go);
    },
  ];
};
