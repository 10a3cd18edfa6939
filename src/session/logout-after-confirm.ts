// The user's own logout (user menu, profile screen): it deletes the user's unsent work from this
// device, so it asks first when there is some, naming each kind with its count (docs/product-rules.md#session).
import type { IntlShape } from 'react-intl';
import { logout } from './session-actions.ts';
import { userUnsentWork, type UnsentWork } from '../state/persistence.ts';
import { logoutMessages, unsentKindMessages } from './logout-messages.ts';

/** The logout question for this unsent work, in the user's language. */
function unsentQuestion(intl: IntlShape, work: UnsentWork[]): string {
  const list = intl.formatList(
    work.map(({ kind, count }) => intl.formatMessage(unsentKindMessages[kind], { count })),
    { type: 'conjunction' },
  );
  return intl.formatMessage(logoutMessages.deletesUnsent, { list });
}

export async function logoutAfterConfirm(intl: IntlShape): Promise<void> {
  const work = await userUnsentWork();
  if (work.length === 0 || window.confirm(unsentQuestion(intl, work))) await logout('user');
}
