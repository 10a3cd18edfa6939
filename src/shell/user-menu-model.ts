// Composition of the user menu (docs/product-rules.md#user-menu): pure, so every flag combination is testable.
import type { Runtime } from '../settings/runtime.ts';
import { PATHS } from '../paths/paths.ts';
import type { User } from '../state/session-state.ts';

export type UserMenuEntry =
  | { kind: 'link'; id: 'profile' | 'notifications' | 'users' | 'contact' | 'login' | 'accessibility'; href: string }
  | { kind: 'language'; language: 'en' | 'fr' }
  | { kind: 'close' }
  | { kind: 'logout' };

export function deriveUserMenu(runtime: Pick<Runtime, 'flags' | 'mode' | 'shell'>, user: Pick<User, 'email' | 'vuaId'> | null): UserMenuEntry[] {
  const widget = runtime.mode === 'widget';
  const languages: UserMenuEntry[] = [
    { kind: 'language', language: 'en' },
    { kind: 'language', language: 'fr' },
  ];
  // The accessibility statement, from every page, signed in or out (docs/product-rules.md#accessibility-statement).
  const statement: UserMenuEntry = { kind: 'link', id: 'accessibility', href: PATHS.accessibility };
  if (!user) {
    return [...(runtime.shell.closeEntries ? [{ kind: 'close' } as const] : []), { kind: 'link', id: 'login', href: PATHS.login }, statement, ...languages];
  }
  const entries: UserMenuEntry[] = [{ kind: 'link', id: 'profile', href: PATHS.profile }];
  if ((runtime.flags['push.chat'] || runtime.flags['push.documents']) && !widget) entries.push({ kind: 'link', id: 'notifications', href: PATHS.notifications });
  if (runtime.flags['users.manage.viewAddRemove'] && !user.vuaId) entries.push({ kind: 'link', id: 'users', href: PATHS.users });
  if (runtime.flags['pages.contact']) entries.push({ kind: 'link', id: 'contact', href: PATHS.contact });
  entries.push(statement, ...languages);
  if (runtime.shell.closeEntries) entries.push({ kind: 'close' });
  entries.push({ kind: 'logout' });
  return entries;
}

/** The trigger's text: the e-mail's first letter in upper case, or dots when logged out. */
export function userMenuTriggerText(user: Pick<User, 'email'> | null): string {
  return user?.email ? user.email.trim().charAt(0).toUpperCase() : '•••';
}
