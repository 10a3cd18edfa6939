// Signing in and out (docs/product-rules.md#session): the one place that changes who is signed in. Screens and
// the shell call these.
import { navigate } from 'wouter/use-browser-location';
import { tokenCookie } from '../api/token-cookie.ts';
import { PATHS } from '../paths/paths.ts';
import { api } from '../api/api.ts';
import { callApi } from '../api/call-api.ts';
import { sessionState, type AccessType, type User } from '../state/session-state.ts';
import { appState } from '../state/app-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { resetChat } from '../state/chat-state.ts';
import { discardUserDrafts, keepUserDrafts, resetUser } from '../state/persistence.ts';
import type { AccessEvent } from './visit-events.ts';
import { recordEvent } from './session-events.ts';
import { sessionTimeouts } from './session-timeouts.ts';

/** The app's pages: a token cookie planted for one of them (cookie tossing) goes at sign-in and logout. */
const APP_PATHS: readonly string[] = Object.values(PATHS);

function eventContext() {
  return { mode: runtimeState.runtime?.mode ?? 'direct', signedIn: sessionState.user !== null } as const;
}

/** The user's known fields only, so what is stored always reads back valid (schemas/state/session.schema.json). */
function storedUser(user: User): User {
  const { email, vuaId, csrDataId, hasSlipConsent } = user;
  return {
    email,
    ...(typeof vuaId === 'string' ? { vuaId } : {}),
    ...(typeof csrDataId === 'string' ? { csrDataId } : {}),
    ...(typeof hasSlipConsent === 'boolean' ? { hasSlipConsent } : {}),
  };
}

/**
 * Stores the token in the cookie, replacing every copy the page sees (a planted one included), and
 * the user in the session slice (which swaps in that user's drafts, src/app/register-slices.ts);
 * records a kiosk visit.
 */
export function signIn(user: User, token: string, accessType: AccessType): void {
  const timeouts = sessionTimeouts(runtimeState.runtime?.mode ?? 'direct');
  tokenCookie.replace(token, timeouts.tokenLifetimeSeconds, APP_PATHS);
  sessionState.logoutReason = null;
  sessionState.keptDraftsUntil = null;
  sessionState.user = storedUser(user);
  sessionState.lastAccessType = accessType;
  if (accessType === 'kioskUser') void recordEvent('visitAsKioskUser', window.location.pathname, eventContext());
}

/** Keeps the cookie's lifetime in step with activity (renewed token or extended session). */
export function storeToken(token: string): void {
  tokenCookie.set(token, sessionTimeouts(runtimeState.runtime?.mode ?? 'direct').tokenLifetimeSeconds);
}

/** 'user': the Logout entry; 'auto': inactivity; 'token': a failed renew or a missing token. */
type LogoutReason = 'user' | 'auto' | 'token';

/** The access event a logout records: automatic, after a kiosk link, or a plain logout. */
export function logoutEvent(reason: LogoutReason, lastAccessType: AccessType | null): AccessEvent {
  if (reason === 'auto') return 'logOutAuto';
  return lastAccessType === 'kioskUser' ? 'logOutAsKioskUser' : 'logOut';
}

/**
 * Logout: records the access event, clears the user and the token, resets app, chat and
 * language state, and returns to /. An explicit logout deletes the user's drafts from this device
 * (the user menu asks first when there is one); an automatic one keeps them for that same user
 * until an expiry, and leaves the reason and that expiry for the login screen.
 */
/** How long a logout waits for the server to revoke the token. */
const LOGOUT_WAIT_MS = 3000;

export async function logout(reason: LogoutReason = 'user'): Promise<void> {
  if (sessionState.user === null && !tokenCookie.get()) return;
  const event = logoutEvent(reason, sessionState.lastAccessType);
  const signedIn = sessionState.user !== null;
  // Sent while the token is still valid; never blocks the logout.
  const recorded = recordEvent(event, window.location.pathname, eventContext());
  // The server revokes the token (a copy elsewhere stops working), then the cookie goes; a server
  // that does not answer soon does not hold the logout up.
  if (tokenCookie.get()) await Promise.race([callApi(api(), 'auth.logout', {}).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS))]);
  tokenCookie.clear(APP_PATHS);
  // An automatic logout keeps the user's drafts until an expiry (docs/product-rules.md#kept-drafts).
  const keptUntil = reason === 'user' ? undefined : keepUserDrafts();
  const discarded = reason === 'user' ? discardUserDrafts() : Promise.resolve();
  resetUser();
  sessionState.logoutReason = reason === 'user' || !signedIn ? null : reason;
  sessionState.keptDraftsUntil = sessionState.logoutReason !== null && keptUntil !== undefined ? keptUntil : null;
  resetChat();
  appState.selectedLanguage = null;
  appState.language = runtimeState.runtime?.defaultLanguage ?? 'en';
  appState.logoutCountdown = null;
  appState.sendingData = false;
  navigate('/');
  await Promise.all([recorded, discarded]);
}

/** A signed-in user whose token cookie is gone is logged out (docs/product-rules.md#session). */
export function enforceToken(): void {
  if (sessionState.user !== null && !tokenCookie.get()) void logout('token');
}
