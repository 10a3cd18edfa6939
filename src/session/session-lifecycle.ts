// Starts the session's moving parts once settings are known: stored state, token check, activity
// clocks (idle, auto-logout countdown, long idle), fingerprint and the visit event.
import { appState } from '../state/app-state.ts';
import { sessionState } from '../state/session-state.ts';
import { chatState, resetChat, shouldResetChatWhenIdle } from '../state/chat-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { ACTIVITY_EVENTS, createActivityMonitor, type ActivityMonitor } from './activity-monitor.ts';
import { sessionTimeouts } from './session-timeouts.ts';
import { enforceToken, logout, storeToken } from './session-actions.ts';
import { registerEvent } from './visit-events.ts';
import { scheduleFingerprint } from './fingerprint.ts';
import { tokenCookie } from '../api/token-cookie.ts';

let monitor: ActivityMonitor | undefined;

export function extendSession(): void {
  monitor?.extend();
  const token = tokenCookie.get();
  if (token) storeToken(token);
}

export function startSessionLifecycle(win: Window = window): void {
  const mode = runtimeState.runtime?.mode ?? 'direct';
  enforceToken();
  win.addEventListener('focus', enforceToken);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'visible') enforceToken();
  });

  let resolveIdle: () => void = () => undefined;
  const firstIdle = new Promise<void>((resolve) => (resolveIdle = resolve));
  monitor = createActivityMonitor(sessionTimeouts(mode), {
    onIdleChange: (idle) => {
      appState.idle = idle;
      if (idle) resolveIdle();
    },
    onCountdown: (secondsLeft) => {
      appState.logoutCountdown = secondsLeft;
    },
    onAutoLogout: () => void logout('auto'),
    onLongIdle: () => {
      // The longer idle period resets a logged-in, non-empty chat.
      if (shouldResetChatWhenIdle(sessionState.user !== null, chatState)) resetChat();
    },
    isSignedIn: () => sessionState.user !== null,
  });
  const onInput = () => monitor?.input();
  for (const type of ACTIVITY_EVENTS) win.addEventListener(type, onInput, { passive: true, capture: true });

  void scheduleFingerprint(firstIdle).then(() =>
    registerEvent('visit', win.location.pathname, { mode, signedIn: sessionState.user !== null }),
  );
}

/** Signing in restarts the clocks so a fresh session gets its full time. */
export function restartActivity(): void {
  monitor?.restart();
}
