import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTokenCookiePrefix, tokenCookie } from './token-cookie.ts';

function plant(text: string, path = '/'): void {
  document.cookie = `lakeshore_token=${text}; Path=${path}`;
}

/** Every copy of the token cookie the page at `path` sees. */
function copiesAt(path: string): string[] {
  window.history.replaceState(null, '', path);
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('lakeshore_token='));
}

beforeEach(() => {
  setTokenCookiePrefix('lakeshore');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  for (const path of ['/', '/documents', '/documents/']) document.cookie = `lakeshore_token=; Path=${path}; Max-Age=0`;
  window.history.replaceState(null, '', '/');
});

describe('token cookie', () => {
  it('reads a well-formed cookie', () => {
    plant('tok.en-1%7Cabc');
    expect(tokenCookie.get()).toBe('tok.en-1|abc');
  });

  it('treats a cookie with broken %-encoding as absent instead of throwing', () => {
    plant('%E0%A4%A');
    expect(() => tokenCookie.get()).not.toThrow();
    expect(tokenCookie.get()).toBeUndefined();
  });

  it.each([
    ['characters no header can carry', 't%C3%B6k%C3%A9n%E2%82%AC'],
    ['NUL characters', '%00%00'],
    ['a line feed', 'abc%0Adef'],
    ['a space', 'abc%20def'],
  ])('deletes a token that decodes to %s: the visitor is signed out, never stuck', (_what, planted) => {
    plant(planted);
    expect(tokenCookie.get()).toBeUndefined();
    expect(copiesAt('/')).toEqual([]);
  });

  it('sees a copy planted with a longer path as no token, and expires every copy', () => {
    plant('ours');
    plant('planted', '/documents');
    expect(copiesAt('/documents/123')).toHaveLength(2);
    expect(tokenCookie.get()).toBeUndefined();
    expect(copiesAt('/documents/123')).toEqual([]);
    expect(copiesAt('/')).toEqual([]);
  });

  it('clears every copy it can see on logout, the Path=/documents one included', () => {
    plant('ours');
    plant('planted', '/documents');
    window.history.replaceState(null, '', '/documents');
    tokenCookie.clear();
    expect(copiesAt('/documents')).toEqual([]);
  });

  it('replaces every copy when signing in, so the new token is the only one', () => {
    plant('t%C3%B6k%C3%A9n%E2%82%AC');
    plant('planted', '/documents');
    window.history.replaceState(null, '', '/documents');
    tokenCookie.replace('fresh-token', 60);
    expect(copiesAt('/documents')).toEqual(['lakeshore_token=fresh-token']);
    expect(tokenCookie.get()).toBe('fresh-token');
  });
});

describe('token cookie at sign-in and logout', () => {
  it('expires a copy planted for another page of the app, given its path', () => {
    plant('planted', '/documents');
    window.history.replaceState(null, '', '/auth/login');
    tokenCookie.replace('fresh-token', 60, ['/documents', '/claims']);
    expect(copiesAt('/documents')).toEqual(['lakeshore_token=fresh-token']);
  });
});
