// Signing in and out (SPEC §4 Session): the one place that changes who is signed in. Screens and
// the shell call these.
import { navigate } from 'wouter/use-browser-location';
import { tokenCookie } from '../api/token-cookie.ts';
import { sessionState, type AccessType, type User } from '../state/session-state.ts';
import { appState } from '../state/app-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { resetChat } from '../state/chat-state.ts';
import { resetUser } from '../state/persistence.ts';
import type { AccessEvent } from './visit-events.ts';
import { recordEvent } from './session-events.ts';
import { sessionTimeouts } from './session-timeouts.ts';

function eventContext() {
  return { mode: runtimeState.runtime?.mode ?? 'direct', signedIn: sessionState.user !== null } as const;
}

/** Stores the token in the cookie and the user in the session slice; records a kiosk visit. */
export function signIn(user: User, token: string, accessType: AccessType): void {
  const timeouts = sessionTimeouts(runtimeState.runtime?.mode ?? 'direct');
  tokenCookie.set(token, timeouts.tokenLifetimeSeconds);
  sessionState.user = user;
  sessionState.lastAccessType = accessType;
  if (accessType === 'kioskUser') void recordEvent('visitAsKioskUser', window.location.pathname, eventContext());
}

/** Keeps the cookie's lifetime in step with activity (renewed token or extended session). */
export function storeToken(token: string): void {
  tokenCookie.set(token, sessionTimeouts(runtimeState.runtime?.mode ?? 'direct').tokenLifetimeSeconds);
}

export type LogoutReason = 'user' | 'auto' | 'token';

/** The access event a logout records: automatic, after a kiosk link, or a plain logout. */
export function logoutEvent(reason: LogoutReason, lastAccessType: AccessType | null): AccessEvent {
  if (reason === 'auto') return 'logOutAuto';
  return lastAccessType === 'kioskUser' ? 'logOutAsKioskUser' : 'logOut';
}

/**
 * Logout: records the access event, clears the user and the token, resets app, chat and
 * language state, and returns to /.
 */
export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  if (sessionState.user === null && !tokenCookie.get()) return;
  const event = logoutEvent(reason, sessionState.lastAccessType);
  // Sent while the token is still valid; never blocks the logout.
  const recorded = recordEvent(event, window.location.pathname, eventContext());
  tokenCookie.clear();
  resetUser();
  resetChat();
  appState.selectedLanguage = null;
  appState.language = runtimeState.runtime?.language ?? 'en';
  appState.logoutCountdown = null;
  appState.sendingData = false;
  navigate('/');
  await recorded;
}

/** A signed-in user whose token cookie is gone is logged out (SPEC §4). */
export function enforceToken(): void {
  if (sessionState.user !== null && !tokenCookie.get()) void logout('token');
}
