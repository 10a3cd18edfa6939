import { describe, expect, it } from 'vitest';
import { deriveUserMenu, userMenuTriggerText, type UserMenuEntry } from './user-menu-model.ts';
import type { ClientMode } from '../settings/runtime.ts';

const FLAGS = ['push.chat', 'push.documents', 'users.manage.viewAddRemove', 'pages.contact'] as const;

function names(entries: UserMenuEntry[]): string[] {
  return entries.map((e) => (e.kind === 'link' ? e.id : e.kind === 'language' ? e.language : e.kind));
}

function runtime(flags: readonly string[], mode: ClientMode) {
  return { flags: Object.fromEntries(flags.map((f) => [f, true])), mode, shell: { sidebar: mode !== 'widget', installPrompt: mode !== 'widget', push: mode !== 'widget', closeEntries: mode === 'widget', unsavedGuard: mode !== 'widget' } };
}

// Every subset of the four flags, in every mode, with and without a vuaId.
const subsets = Array.from({ length: 16 }, (_, mask) => FLAGS.filter((_, i) => mask & (1 << i)));

describe('deriveUserMenu', () => {
  it.each(subsets.flatMap((flags) => (['direct', 'app', 'widget'] as const).flatMap((mode) => [false, true].map((vua) => [flags.join(',') || '(none)', mode, vua, flags] as const))))(
    'flags %s, %s mode, vuaId %s',
    (_label, mode, vua, flags) => {
      const entries = names(deriveUserMenu(runtime(flags, mode), { email: 'ana@example.ca', ...(vua ? { vuaId: 'v1' } : {}) }));
      const expected = ['profile'];
      if ((flags.includes('push.chat') || flags.includes('push.documents')) && mode !== 'widget') expected.push('notifications');
      if (flags.includes('users.manage.viewAddRemove') && !vua) expected.push('users');
      if (flags.includes('pages.contact')) expected.push('contact');
      expected.push('accessibility', 'en', 'fr');
      if (mode === 'widget') expected.push('close');
      expected.push('logout');
      expect(entries).toEqual(expected);
    },
  );

  it.each([
    ['direct', ['login', 'accessibility', 'en', 'fr']],
    ['widget', ['close', 'login', 'accessibility', 'en', 'fr']],
  ] as const)('logged out in %s mode: %j', (mode, expected) => {
    expect(names(deriveUserMenu(runtime(FLAGS, mode), null))).toEqual(expected);
  });

  it('shows the e-mail’s first letter upper-cased, or dots', () => {
    expect(userMenuTriggerText({ email: 'émilie@example.ca' })).toBe('É');
    expect(userMenuTriggerText({ email: 'bob@example.ca' })).toBe('B');
    expect(userMenuTriggerText(null)).toBe('•••');
  });
});
