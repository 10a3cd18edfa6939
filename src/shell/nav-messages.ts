import { defineMessages } from 'react-intl';

export const navMessages = defineMessages({
  tabs: { id: 'nav.tabs', defaultMessage: 'Sections' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
  chat: { id: 'nav.chat', defaultMessage: 'Chat' },
  offlineTitle: { id: 'offline.title', defaultMessage: 'Online status' },
  offlineText: { id: 'offline.text', defaultMessage: 'You went offline' },
  reportFeedback: { id: 'error.reportFeedback', defaultMessage: 'Report a feedback' },
});
