import { defineMessages } from 'react-intl';

export const pwaMessages = defineMessages({
  updated: { id: 'pwa.updated', defaultMessage: 'Close to get a fresh version of the app.' },
  close: { id: 'pwa.close', defaultMessage: 'Close' },
  install: { id: 'pwa.install', defaultMessage: 'Install' },
  installText: { id: 'pwa.installText', defaultMessage: 'Add this app to your home screen for quicker access.' },
  justTap: { id: 'pwa.justTap', defaultMessage: 'Just tap' },
  share: { id: 'pwa.share', defaultMessage: 'Share' },
  addToHomeScreen: { id: 'pwa.addToHomeScreen', defaultMessage: 'then Add to Home Screen' },
  dismiss: { id: 'pwa.dismiss', defaultMessage: 'Not now' },
});
