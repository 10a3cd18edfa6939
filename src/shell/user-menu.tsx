// The user menu (docs/product-rules.md#user-menu): composition in user-menu-model.ts, behaviour in ui/menu-button.tsx.
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { appState } from '../state/app-state.ts';
import { sessionState, type User } from '../state/session-state.ts';
import { brokerLabel } from '../ui/broker-label-messages.ts';
import type { Runtime } from '../settings/runtime.ts';
import { MenuButton } from '../ui/menu-button.tsx';
import { chooseLanguage } from '../i18n/choose-language.ts';
import { deriveUserMenu, userMenuTriggerText, type UserMenuEntry } from './user-menu-model.ts';
import { menuButtonMessages, userMenuMessages as m } from '../ui/user-menu-messages.ts';
import { logoutAfterConfirm } from '../session/logout-after-confirm.ts';

function labelOf(entry: UserMenuEntry, runtime: Runtime): MessageDescriptor {
  switch (entry.kind) {
    case 'language':
      return entry.language === 'en' ? m.english : m.french;
    case 'close':
      return m.close;
    case 'logout':
      return m.logout;
    case 'link':
      if (entry.id === 'contact') return brokerLabel(runtime);
      return { profile: m.profile, notifications: m.notifications, users: m.users, login: m.login, accessibility: m.accessibility }[entry.id];
  }
}

export function UserMenu({ runtime }: { runtime: Runtime }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(sessionState);
  const { language } = useSnapshot(appState);
  const entries = deriveUserMenu(runtime, user as User | null);
  const items = entries.map((entry) => ({
    key: entry.kind === 'link' ? entry.id : entry.kind === 'language' ? entry.language : entry.kind,
    label: intl.formatMessage(labelOf(entry, runtime)),
    ...(entry.kind === 'language' ? { checked: entry.language === language } : {}),
    separated: entry.kind === 'logout',
    onSelect: () => {
      if (entry.kind === 'link') navigate(entry.href);
      else if (entry.kind === 'language') chooseLanguage(entry.language);
      else if (entry.kind === 'close') void import('../widget/widget-bridge.ts').then((m) => m.requestWidgetClose());
      else void logoutAfterConfirm(intl);
    },
  }));
  return (
    <MenuButton
      name="user"
      className="user-menu"
      testId="user-menu-trigger"
      label={intl.formatMessage(user ? m.accountMenu : m.menu)}
      // Signed in, the button shows a letter: its name starts with it (WCAG 2.5.3); the dots of a
      // visitor's button are decoration, its name is 'Menu'.
      {...(user ? { buttonLabel: intl.formatMessage(menuButtonMessages.accountButton, { letter: userMenuTriggerText(user) }) } : {})}
      trigger={<span aria-hidden={user ? undefined : true} className="menu-trigger-text">{userMenuTriggerText(user)}</span>}
      items={items}
    />
  );
}
