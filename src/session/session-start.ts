// Starts the session at start-up. The token check runs at once, before the first screen; the
// clocks (idle, auto-logout countdown, long idle), the fingerprint and the visit event
// (session-lifecycle.ts) load as a chunk of their own when `later` runs them (start-up: once the
// first screen has painted), and are tried again if that chunk cannot load.
import { enforceToken } from './session-actions.ts';
import { loadVisitEvents } from './session-events.ts';

const SESSION_RETRY_MS = 5_000;

export function startSession(win: Window, later: (work: () => void) => void): void {
  enforceToken();
  const attempt = () => {
    Promise.all([import('./session-lifecycle.ts'), loadVisitEvents()]).then(
      ([lifecycle]) => lifecycle.startSessionLifecycle(win),
      (error: unknown) => {
        console.error('Session clocks not started, retrying', error);
        win.setTimeout(attempt, SESSION_RETRY_MS);
      },
    );
  };
  later(attempt);
}
