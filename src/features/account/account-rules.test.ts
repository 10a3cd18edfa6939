import { describe, expect, it } from 'vitest';
import { canManageUsers, pushOffered, sortedUsers, userLabel } from './account-rules.ts';

const shell = (push: boolean) => ({ sidebar: true, installPrompt: true, push, closeEntries: false, unsavedGuard: true });

describe('account rules (docs/product-rules.md#routes, docs/product-rules.md#access)', () => {
  it.each([
    ['flag on, no vuaId', { 'users.manage.viewAddRemove': true }, { email: 'a@x.ca' }, true],
    ['flag on, with a vuaId', { 'users.manage.viewAddRemove': true }, { email: 'a@x.ca', vuaId: 'vua-1' }, false],
    ['flag off', {}, { email: 'a@x.ca' }, false],
    ['signed out', { 'users.manage.viewAddRemove': true }, null, false],
  ] as [string, Record<string, boolean>, { vuaId?: string } | null, boolean][])('users are managed: %s', (_name, flags, user, expected) => {
    expect(canManageUsers({ flags }, user)).toBe(expected);
  });

  it.each([
    ['push.chat', { 'push.chat': true }, true, true],
    ['push.documents', { 'push.documents': true }, true, true],
    ['no flag', {}, true, false],
    ['widget', { 'push.chat': true }, false, false],
  ])('push offered: %s', (_name, flags, push, expected) => {
    expect(pushOffered({ flags, shell: shell(push) })).toBe(expected);
  });

  it('labels You, Admin and User, and lists you first, then admins, then users by name', () => {
    const users = [
      { id: '1', firstName: 'Zoé', lastName: 'Roy', role: 'user' as const, isYou: false },
      { id: '2', firstName: 'Anne', lastName: 'Roy', role: 'admin' as const, isYou: false },
      { id: '3', firstName: 'Marc', lastName: 'Boyer', role: 'user' as const, isYou: false },
      { id: '4', firstName: 'Léa', lastName: 'Tremblay', role: 'admin' as const, isYou: true },
    ];
    expect(users.map(userLabel)).toEqual(['user', 'admin', 'user', 'you']);
    expect(sortedUsers(users).map((user) => user.id)).toEqual(['4', '2', '3', '1']);
  });
});
