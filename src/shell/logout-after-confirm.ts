// The user's own logout (user menu, profile screen): it deletes the user's drafts from this
// device, so it asks first when there is one (SPEC §4 Logout).
import type { IntlShape } from 'react-intl';
import { logout } from '../session/session-actions.ts';
import { userDraftsExist } from '../state/persistence.ts';
import { logoutMessages } from './logout-messages.ts';

export function logoutAfterConfirm(intl: IntlShape): void {
  if (!userDraftsExist() || window.confirm(intl.formatMessage(logoutMessages.deletesDrafts))) void logout('user');
}
