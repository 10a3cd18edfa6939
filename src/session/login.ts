// The login calls (docs/product-rules.md#validation-texts, docs/product-rules.md#login-errors): send the PIN, then verify it. Failures become the exact texts
// of docs/product-rules.md#login-errors as message keys; the screen translates them.
import { api } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { isBearerToken } from '../api/bearer-token.ts';
import { callApi, type CallResponse } from '../api/call-api.ts';
import { signIn } from './session-actions.ts';
import { restartActivity } from './session-lifecycle.ts';
import { forgetKioskUserToken } from './kiosk-link.ts';

type LoginErrorKey = 'sendEmail' | 'login' | 'loginToken' | 'noResponse' | 'noToken' | 'noUserInfo' | 'network';

export class LoginError extends Error {
  constructor(readonly key: LoginErrorKey) {
    super(key);
    this.name = 'LoginError';
  }
}

export async function requestPin(email: string): Promise<void> {
  try {
    await callApi(api(), 'auth.sendPin', { email });
  } catch (error) {
    throw new LoginError(error instanceof ApiError && error.kind === 'network' ? 'network' : 'sendEmail');
  }
}

/** Checks the verify answer the way docs/product-rules.md#login-errors names its failures. */
export function checkLoginAnswer(answer: unknown): CallResponse<'auth.verifyPin'> {
  if (answer === undefined || answer === null || typeof answer !== 'object') throw new LoginError('noResponse');
  const { token, user } = answer as Partial<CallResponse<'auth.verifyPin'>>;
  // A token no header can carry is no token: stored, it would sign the visitor out at once.
  if (!isBearerToken(token)) throw new LoginError('noToken');
  if (!user || typeof user.email !== 'string') throw new LoginError('noUserInfo');
  return { token, user };
}

export async function verifyPin(email: string, pin: string, kioskUserToken?: string): Promise<void> {
  let answer: unknown;
  try {
    answer = await callApi(api(), 'auth.verifyPin', { email, pin, ...(kioskUserToken ? { kioskUserToken } : {}) });
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') throw new LoginError('network');
    throw new LoginError(kioskUserToken ? 'loginToken' : 'login');
  }
  const { token, user } = checkLoginAnswer(answer);
  signIn(user, token, kioskUserToken ? 'kioskUser' : 'login');
  if (kioskUserToken) forgetKioskUserToken();
  restartActivity();
}
