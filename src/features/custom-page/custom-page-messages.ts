import { defineMessages } from 'react-intl';

export const customPageMessages = defineMessages({
  loadError: { id: 'customPage.loadError', defaultMessage: 'This page could not be loaded.' },
  tooLarge: { id: 'customPage.tooLarge', defaultMessage: 'This page is too large to show.' },
  missing: { id: 'customPage.missing', defaultMessage: 'There is no page here.' },
});
