import { defineMessages } from 'react-intl';

export const uiMessages = defineMessages({
  opensInNewTab: { id: 'ui.opensInNewTab', defaultMessage: '(opens in a new tab)' },
});
