import { proxy } from 'valtio';
import { tokenCookie } from '../api/token-cookie.ts';

export interface User {
  email: string;
  vuaId?: string;
  csrDataId?: string;
  hasSlipConsent?: boolean;
}

/** How the user last signed in: the form, or a 'log in as user' (kiosk) link. */
export type AccessType = 'login' | 'kioskUser';

/** Why the last session ended when the user did not choose it: inactivity, or the session was lost (failed renew, token gone). */
export type LogoutNotice = 'auto' | 'token';

export interface SessionState {
  user: User | null;
  lastAccessType: AccessType | null;
  /** Shown on the login screen until the next sign-in or explicit logout. */
  logoutReason: LogoutNotice | null;
}

export const initialSessionState: SessionState = { user: null, lastAccessType: null, logoutReason: null };

export const sessionState = proxy<SessionState>(structuredClone(initialSessionState));

/** A private route without a user clears the stored auth token (docs/product-rules.md#route-access). */
export function clearAuthToken(): void {
  tokenCookie.clear();
}
