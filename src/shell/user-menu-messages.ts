import { defineMessages } from 'react-intl';

export const userMenuMessages = defineMessages({
  menu: { id: 'userMenu.menu', defaultMessage: 'Menu' },
  accountMenu: { id: 'userMenu.accountMenu', defaultMessage: 'Account menu' },
  profile: { id: 'userMenu.profile', defaultMessage: 'Profile' },
  notifications: { id: 'userMenu.notifications', defaultMessage: 'Notifications' },
  users: { id: 'userMenu.users', defaultMessage: 'Users' },
  login: { id: 'userMenu.login', defaultMessage: 'Login' },
  english: { id: 'userMenu.english', defaultMessage: 'English' },
  french: { id: 'userMenu.french', defaultMessage: 'Français' },
  close: { id: 'userMenu.close', defaultMessage: 'Close' },
  logout: { id: 'userMenu.logout', defaultMessage: 'Logout' },
  languageMenu: { id: 'userMenu.languageMenu', defaultMessage: 'Language' },
});
