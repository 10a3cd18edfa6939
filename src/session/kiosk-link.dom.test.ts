import { afterEach, describe, expect, it } from 'vitest';
import { forgetKioskUserToken, kioskUserToken, takeKioskUserToken } from './kiosk-link.ts';

afterEach(() => {
  forgetKioskUserToken();
  window.history.replaceState(null, '', '/');
});

describe('a staff link’s kiosk token', () => {
  it('leaves the address (replaced, not a new history entry) and is kept in memory on the login page', () => {
    window.history.replaceState({ kept: true }, '', '/auth/login?kioskUserToken=kiosk-4f2a9c&lang=fr#top');
    const entries = window.history.length;
    takeKioskUserToken(window);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/auth/login?lang=fr#top');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ kept: true });
    expect(kioskUserToken()).toBe('kiosk-4f2a9c');
    forgetKioskUserToken();
    expect(kioskUserToken()).toBeUndefined();
  });

  it('leaves the address of any other page too, and is not kept there', () => {
    window.history.replaceState(null, '', '/documents?kioskUserToken=kiosk-4f2a9c');
    takeKioskUserToken(window);
    expect(window.location.search).toBe('');
    expect(kioskUserToken()).toBeUndefined();
  });

  it('leaves an address without one as it is', () => {
    window.history.replaceState(null, '', '/auth/login?next=%2Fdocuments');
    takeKioskUserToken(window);
    expect(window.location.search).toBe('?next=%2Fdocuments');
    expect(kioskUserToken()).toBeUndefined();
  });
});
