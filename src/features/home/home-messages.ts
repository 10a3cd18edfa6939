import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  menuLabel: { id: 'home.menuLabel', defaultMessage: 'What would you like to do?' },
  emptyMenu: { id: 'home.emptyMenu', defaultMessage: 'Nothing is available here yet. Please contact your broker.' },
});
