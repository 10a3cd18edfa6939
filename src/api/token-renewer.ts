// One shared token renew, however many requests fail with a 401 at once: the first failure
// starts the renew, every other failure with the same expired token waits for that same promise
// (also after it settled, so a late 401 never starts a second renew). A failed renew is reported
// once and rejects every waiting request, none of which is retried.
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error.ts';

interface TokenRenewerOptions {
  /** Calls the renew endpoint with the expired token; resolves to the new token. */
  renew: (expiredToken: string) => Promise<string>;
  onRenewed: (token: string) => void;
  onFailed: (error: ApiError) => void;
}

interface TokenRenewer {
  /**
   * The token to retry with after a 401 for a request sent with `usedToken`. `currentToken` is
   * the app's token now: when it already differs (renewed or signed in again meanwhile) it is
   * used as is, without a renew.
   */
  tokenAfter401(usedToken: string, currentToken: string | undefined): Promise<string>;
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ message: GENERIC_ERROR_MESSAGE, code: 400, status: 0, severity: 'high', kind: 'parse', payload: error instanceof Error ? error.message : error });
}

export function createTokenRenewer(options: TokenRenewerOptions): TokenRenewer {
  // Only the latest renew is kept: older expired tokens cannot come back once it has started.
  let latest: { from: string; result: Promise<string> } | undefined;

  function renewFrom(expiredToken: string): Promise<string> {
    if (latest?.from === expiredToken) return latest.result;
    const result = options.renew(expiredToken).then(
      (token) => {
        options.onRenewed(token);
        return token;
      },
      (error: unknown) => {
        const failure = asApiError(error);
        options.onFailed(failure);
        throw failure;
      },
    );
    latest = { from: expiredToken, result };
    return result;
  }

  return {
    tokenAfter401(usedToken, currentToken) {
      const renewedMeanwhile = currentToken && currentToken !== usedToken && latest?.from !== usedToken;
      return renewedMeanwhile ? Promise.resolve(currentToken) : renewFrom(usedToken);
    },
  };
}
