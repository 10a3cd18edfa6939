import { defineMessages } from 'react-intl';

export const framingMessages = defineMessages({
  refused: { id: 'framing.refused', defaultMessage: 'For your security, this page cannot be shown inside another website.' },
  openInTab: { id: 'framing.openInTab', defaultMessage: 'Open it in its own tab' },
  backendRefused: {
    id: 'framing.backendRefused',
    defaultMessage: 'This demo cannot start inside another website: this browser blocks the storage its demo data server (a service worker) needs there.',
  },
});
