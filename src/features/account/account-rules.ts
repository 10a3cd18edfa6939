// Who may do what on the account screens (docs/product-rules.md#routes, docs/product-rules.md#access): pure, tested as a table.
import type { VaultUser } from '../../api/generated/api-types.ts';
import type { Runtime } from '../../settings/runtime.ts';
import type { User } from '../../state/session-state.ts';

/** Adding and removing users: the flag users.manage.viewAddRemove is on and the user has no vuaId
 * (the same rule as the Users entry of the user menu). */
export function canManageUsers(runtime: Pick<Runtime, 'flags'> | null, user: Pick<User, 'vuaId'> | null): boolean {
  return runtime?.flags['users.manage.viewAddRemove'] === true && user !== null && !user.vuaId;
}

/** Push is offered to the account at all (Notifications entry of the user menu). */
export function pushOffered(runtime: Pick<Runtime, 'flags' | 'shell'> | null): boolean {
  return runtime !== null && runtime.shell.push && (runtime.flags['push.chat'] === true || runtime.flags['push.documents'] === true);
}

type UserLabel = 'you' | 'admin' | 'user';

/** How the Users screen labels an entry: You, Admin or User (docs/product-rules.md#access). */
export function userLabel(user: Pick<VaultUser, 'isYou' | 'role'>): UserLabel {
  if (user.isYou) return 'you';
  return user.role === 'admin' ? 'admin' : 'user';
}

/** You first, then admins, then users, each by name. */
export function sortedUsers<T extends Pick<VaultUser, 'isYou' | 'role' | 'firstName' | 'lastName'>>(users: readonly T[]): T[] {
  const rank = (user: T) => ({ you: 0, admin: 1, user: 2 })[userLabel(user)];
  return [...users].sort((a, b) => rank(a) - rank(b) || `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
}

export function fullName(user: Pick<VaultUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
