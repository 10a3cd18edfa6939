import { defineMessages } from 'react-intl';

export const guardMessages = defineMessages({
  navigateAway: { id: 'guard.navigateAway', defaultMessage: 'Are you sure you want to navigate away from this page?' },
  unsavedWhileSending: { id: 'guard.unsavedWhileSending', defaultMessage: 'You have some unsaved changes. Do you want to continue' },
});
