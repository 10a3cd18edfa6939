// The app's location hook: the unsaved-changes guard's (ui/navigation-guard.ts), and for an in-app
// navigation the new route's first data request at once and its screen's chunk before the address
// changes. The old screen stays until the new one can show whole: a loading state shown for a
// moment would hold the new screen back (React 19 keeps a fallback up to 300 ms once shown;
// docs/adr/0055-react-in-every-build.md). A chunk slower than LONGEST_WAIT_MS (a slow network)
// shows the loading state as before, so a tap is never left without an answer.
import type { BaseLocationHook } from 'wouter';
import { useGuardedLocation } from '../ui/navigation-guard.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { sessionState } from '../state/session-state.ts';
import type { Runtime } from '../settings/runtime.ts';
import { findRoute } from './route-table.ts';
import { enterRoute } from './preload-route.ts';

export const LONGEST_WAIT_MS = 500;

let latest = 0;

export const useAppLocation: BaseLocationHook = (options) => {
  const [location, navigate] = useGuardedLocation(options);
  return [
    location,
    (to: string, navOptions?: unknown) => {
      // Only the last of several quick taps navigates.
      const id = ++latest;
      const go = () => {
        if (id === latest) navigate(to, navOptions);
      };
      const path = to.split(/[?#]/)[0] ?? to;
      const { runtime } = runtimeState;
      if (runtime) enterRoute(to, runtime as Runtime, sessionState.user !== null);
      const screen = findRoute(path)?.screen;
      if (!screen || screen.isLoaded()) return go();
      void Promise.race([screen.preload().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]).then(go);
    },
  ];
};
