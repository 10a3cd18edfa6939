import { defineMessages } from 'react-intl';

export const framingMessages = defineMessages({
  refused: { id: 'framing.refused', defaultMessage: 'For your security, this page cannot be shown inside another website.' },
  openInTab: { id: 'framing.openInTab', defaultMessage: 'Open it in its own tab' },
});
