import { defineMessages } from 'react-intl';

export const userMenuMessages = defineMessages({
  menu: { id: 'userMenu.menu', defaultMessage: 'Menu' },
  accountMenu: { id: 'userMenu.accountMenu', defaultMessage: 'Account menu' },
  profile: { id: 'userMenu.profile', defaultMessage: 'Profile' },
  notifications: { id: 'userMenu.notifications', defaultMessage: 'Notifications' },
  users: { id: 'userMenu.users', defaultMessage: 'Users' },
  login: { id: 'userMenu.login', defaultMessage: 'Login' },
  accessibility: { id: 'userMenu.accessibility', defaultMessage: 'Accessibility' },
  english: { id: 'userMenu.english', defaultMessage: 'English' },
  french: { id: 'userMenu.french', defaultMessage: 'Français' },
  close: { id: 'userMenu.close', defaultMessage: 'Close' },
  logout: { id: 'userMenu.logout', defaultMessage: 'Logout' },
  languageMenu: { id: 'userMenu.languageMenu', defaultMessage: 'Language' },
});

/** The menu buttons' accessible names: they start with what the button shows (WCAG 2.5.3). */
export const menuButtonMessages = defineMessages<{ languageButton: { code: string }; accountButton: { letter: string } }>({
  languageButton: { id: 'userMenu.languageButton', defaultMessage: '{code} – Language' },
  accountButton: { id: 'userMenu.accountButton', defaultMessage: '{letter} – Account menu' },
});
