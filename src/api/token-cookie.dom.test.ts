import { afterEach, describe, expect, it } from 'vitest';
import { setTokenCookiePrefix, tokenCookie } from './token-cookie.ts';

function plant(text: string): void {
  document.cookie = `lakeshore_token=${text}; Path=/`;
}

afterEach(() => {
  document.cookie = 'lakeshore_token=; Path=/; Max-Age=0';
});

describe('token cookie', () => {
  it('reads a well-formed cookie', () => {
    setTokenCookiePrefix('lakeshore');
    plant('tok%20en');
    expect(tokenCookie.get()).toBe('tok en');
  });

  it('treats a cookie with broken %-encoding as absent instead of throwing', () => {
    setTokenCookiePrefix('lakeshore');
    plant('%E0%A4%A');
    expect(() => tokenCookie.get()).not.toThrow();
    expect(tokenCookie.get()).toBeUndefined();
  });
});
