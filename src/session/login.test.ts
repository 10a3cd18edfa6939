import { describe, expect, it } from 'vitest';
import { checkLoginAnswer, LoginError } from './login.ts';
import { logoutEvent } from './session-actions.ts';

describe('login answer checks (docs/product-rules.md#login-errors)', () => {
  const keyOf = (answer: unknown) => {
    try {
      checkLoginAnswer(answer);
      return 'ok';
    } catch (error) {
      return (error as LoginError).key;
    }
  };
  it.each([
    [undefined, 'noResponse'],
    [null, 'noResponse'],
    ['text', 'noResponse'],
    [{ user: { email: 'a@b.ca' } }, 'noToken'],
    [{ token: '', user: { email: 'a@b.ca' } }, 'noToken'],
    [{ token: 'tökén€', user: { email: 'a@b.ca' } }, 'noToken'],
    [{ token: 'abc\ndef', user: { email: 'a@b.ca' } }, 'noToken'],
    [{ token: 'fixture-1' }, 'noUserInfo'],
    [{ token: 'fixture-1', user: {} }, 'noUserInfo'],
    [{ token: 'fixture-1', user: { email: 'a@b.ca' } }, 'ok'],
  ])('%j → %s', (answer, key) => {
    expect(keyOf(answer)).toBe(key);
  });
});

describe('logout events (docs/product-rules.md#logout-events)', () => {
  it.each([
    ['user', 'login', 'logOut'],
    ['user', null, 'logOut'],
    ['user', 'kioskUser', 'logOutAsKioskUser'],
    ['token', 'kioskUser', 'logOutAsKioskUser'],
    ['auto', 'kioskUser', 'logOutAuto'],
    ['auto', 'login', 'logOutAuto'],
  ] as const)('%s logout after %s access records %s', (reason, access, event) => {
    expect(logoutEvent(reason, access)).toBe(event);
  });
});
