import { proxy } from 'valtio';
import { tokenCookie } from '../api/token-cookie.ts';

export interface User {
  email: string;
  vuaId?: string;
  csrDataId?: string;
  hasSlipConsent?: boolean;
}

export interface SessionState {
  user: User | null;
  lastAccessType: 'login' | 'kioskUser' | undefined;
}

export const sessionState = proxy<SessionState>({ user: null, lastAccessType: undefined });

/** A private route without a user clears the stored auth token (SPEC §2). */
export function clearAuthToken(): void {
  tokenCookie.clear();
}
