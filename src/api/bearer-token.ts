// What an Authorization header can carry as a bearer token. A header value is a byte string: a
// character above U+00FF makes fetch throw ("non ISO-8859-1 code point"), and NUL, CR or LF are
// refused too, so every call would fail. Tokens are visible ASCII (JWTs, opaque ids, `1|abc…`);
// anything else is no token (docs/adr/0077-a-token-a-header-can-carry.md).

const MAX_TOKEN_LENGTH = 4096;

/** Visible ASCII (U+0021–U+007E), no spaces, 1 to 4 096 characters. */
export function isBearerToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(value);
}
