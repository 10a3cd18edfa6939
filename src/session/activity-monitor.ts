// Watches the visitor's input and drives the session's clocks (docs/product-rules.md#session-timeout):
// idle flag after 5 s without input (input debounced 250 ms); after the auto-logout timeout a
// countdown starts, which only 'Extend session' stops; at zero the user is logged out; after the
// longer idle period a callback resets a non-empty chat. Timers are injected for tests.
import { ACTIVITY_DEBOUNCE_MS, IDLE_AFTER_MS, type SessionTimeouts } from './session-timeouts.ts';

export interface ActivityCallbacks {
  onIdleChange(idle: boolean): void;
  /** Seconds left on the countdown; null when the countdown closes. */
  onCountdown(secondsLeft: number | null): void;
  onAutoLogout(): void;
  onLongIdle(): void;
  isSignedIn(): boolean;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as number),
};

// Browsers fire a longer setTimeout at once; long deadlines are checked again when this passes.
const MAX_DELAY = 2_147_483_647;

export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll', 'mousemove'] as const;

export interface ActivityMonitor {
  /** Call on any input (debounced inside). */
  input(): void;
  /** 'Extend session': closes the countdown and renews activity. */
  extend(): void;
  /** Restart the clocks, e.g. after signing in. */
  restart(): void;
  stop(): void;
}

export function createActivityMonitor(timeouts: SessionTimeouts, callbacks: ActivityCallbacks, clock: Clock = realClock): ActivityMonitor {
  let lastActivity = clock.now();
  let idle = false;
  let countdownEndsAt: number | null = null;
  let longIdleFired = false;
  const timers = new Map<string, unknown>();

  const clear = (name: string) => {
    if (timers.has(name)) clock.clearTimeout(timers.get(name));
    timers.delete(name);
  };
  const at = (name: string, when: number, fn: () => void) => {
    clear(name);
    const delay = Math.max(0, when - clock.now());
    timers.set(name, clock.setTimeout(() => (when - clock.now() > 0 ? at(name, when, fn) : fn()), Math.min(delay, MAX_DELAY)));
  };

  const tick = () => {
    if (countdownEndsAt === null) return;
    const left = Math.ceil((countdownEndsAt - clock.now()) / 1_000);
    if (left <= 0) {
      countdownEndsAt = null;
      callbacks.onCountdown(null);
      callbacks.onAutoLogout();
      return;
    }
    callbacks.onCountdown(left);
    at('tick', clock.now() + 1_000, tick);
  };

  const schedule = () => {
    at('idle', lastActivity + IDLE_AFTER_MS, () => {
      idle = true;
      callbacks.onIdleChange(true);
    });
    at('autoLogout', lastActivity + timeouts.autoLogoutMs, () => {
      if (!callbacks.isSignedIn() || countdownEndsAt !== null) return;
      countdownEndsAt = clock.now() + timeouts.extendMs;
      tick();
    });
    at('longIdle', lastActivity + timeouts.longIdleMs, () => {
      if (longIdleFired) return;
      longIdleFired = true;
      callbacks.onLongIdle();
    });
  };

  const markActive = () => {
    lastActivity = clock.now();
    longIdleFired = false;
    if (idle) {
      idle = false;
      callbacks.onIdleChange(false);
    }
    // While the countdown runs, only 'Extend session' keeps the user signed in.
    if (countdownEndsAt === null) schedule();
    else at('idle', lastActivity + IDLE_AFTER_MS, () => {
      idle = true;
      callbacks.onIdleChange(true);
    });
  };

  schedule();
  return {
    input() {
      at('debounce', clock.now() + ACTIVITY_DEBOUNCE_MS, markActive);
    },
    extend() {
      countdownEndsAt = null;
      clear('tick');
      callbacks.onCountdown(null);
      markActive();
      schedule();
    },
    restart() {
      countdownEndsAt = null;
      clear('tick');
      markActive();
      schedule();
    },
    stop() {
      for (const name of [...timers.keys()]) clear(name);
    },
  };
}
