import { proxy } from 'valtio';
import { tokenCookie } from '../api/token-cookie.ts';
import type { StoredSessionState } from '../generated/state/session.types.ts';

/** The session slice: persisted whole, so its type is its stored schema's (schemas/state/session.schema.json). */
export type SessionState = StoredSessionState;

export type User = NonNullable<SessionState['user']>;

/** How the user last signed in: the form, or a 'log in as user' (kiosk) link. */
export type AccessType = NonNullable<SessionState['lastAccessType']>;

export const initialSessionState: SessionState = { user: null, lastAccessType: null, logoutReason: null, keptDraftsUntil: null };

export const sessionState = proxy<SessionState>(structuredClone(initialSessionState));

/** A private route without a user clears the stored auth token (docs/product-rules.md#route-access). */
export function clearAuthToken(): void {
  tokenCookie.clear();
}
