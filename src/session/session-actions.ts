// Signing in and out. The one place that changes who is signed in; screens and the shell call these.
import { navigate } from 'wouter/use-browser-location';
import { tokenCookie } from '../api/token-cookie.ts';
import { sessionState, type User } from '../state/session-state.ts';

/** Stores the token in the cookie and the user in the session slice. */
export function signIn(user: User, token: string, tokenLifetimeSeconds: number): void {
  tokenCookie.set(token, tokenLifetimeSeconds);
  sessionState.user = user;
}

/** Logout: clears the user and the token, and returns to /. */
export async function logout(): Promise<void> {
  tokenCookie.clear();
  sessionState.user = null;
  navigate('/');
}
