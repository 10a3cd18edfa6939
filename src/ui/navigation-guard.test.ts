import { describe, expect, it } from 'vitest';
import { guardMessageKey } from './navigation-guard.ts';
import { guardMessages } from './guard-messages.ts';

describe('unsaved-changes guard', () => {
  it.each([
    [false, false, true, undefined],
    [true, false, true, 'navigateAway'],
    [false, true, true, 'unsavedWhileSending'],
    [true, true, true, 'unsavedWhileSending'],
    [true, true, false, undefined],
  ] as const)('dirty %s, sending %s, enabled %s → %s', (dirty, sending, enabled, key) => {
    expect(guardMessageKey(dirty, sending, enabled)).toBe(key);
  });

  it('says what the spec says', () => {
    expect(guardMessages.navigateAway.defaultMessage).toBe('Are you sure you want to navigate away from this page?');
    expect(guardMessages.unsavedWhileSending.defaultMessage).toBe('You have some unsaved changes. Do you want to continue');
  });
});

describe('confirmNavigation', () => {
  it('lets every navigation through when no screen guards', async () => {
    const { confirmNavigation } = await import('./navigation-guard.ts');
    expect(confirmNavigation('/anywhere')).toBe(true);
  });
});
