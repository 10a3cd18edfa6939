import { defineMessages } from 'react-intl';

export const bannerMessages = defineMessages({
  label: { id: 'banner.label', defaultMessage: 'Notice' },
  close: { id: 'banner.close', defaultMessage: 'Close the notice' },
});
