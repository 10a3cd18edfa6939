// Where the login screen stands, so a reload on the PIN step stays there with the e-mail the PIN
// was sent to (docs/product-rules.md#session). A visitor's draft (src/state/persistence.ts): kept in
// the tab's session for a short while, never the PIN; emptied before the PIN is checked, so nothing
// of it is left once the visitor is signed in.
import { proxy } from 'valtio';
import type { StoredLoginState } from '../../generated/state/login.types.ts';

export type LoginPlace = StoredLoginState;

export function initialLoginState(): LoginPlace {
  return { step: 'email', email: '' };
}

export const loginState = proxy<LoginPlace>(initialLoginState());

/** Remembers the step the screen is on (the terms step reads as the PIN step: the PIN is never kept). */
export function rememberLoginPlace(step: 'email' | 'pin', email: string): void {
  loginState.step = step;
  loginState.email = email;
}

export function forgetLoginPlace(): void {
  Object.assign(loginState, initialLoginState());
}
