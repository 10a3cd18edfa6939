// The question an explicit logout asks when the user has a draft (issue 15 point 5): logging out
// deletes it from this device; an automatic logout keeps it.
import { defineMessages } from 'react-intl';

export const logoutMessages = defineMessages({
  deletesDrafts: {
    id: 'logout.deletesDrafts',
    defaultMessage: 'What you started and have not sent yet (such as a claim) will be deleted from this device. Log out?',
  },
});
