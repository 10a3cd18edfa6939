// Why the visitor was logged out when it was not their choice: where they land, and on the login screen (src/ui/logout-reason.tsx).
import { defineMessages } from 'react-intl';

export const logoutReasonMessages = defineMessages({
  token: { id: 'login.loggedOut.token', defaultMessage: 'Your session has expired. Please log in again.' },
});

export const logoutReasonValueMessages = defineMessages<{ auto: { minutes: number }; keptDrafts: { until: string } }>({
  auto: {
    id: 'login.loggedOut.auto',
    defaultMessage: 'You were logged out after {minutes, plural, one {# minute} other {# minutes}} without activity. Please log in again.',
  },
  // docs/product-rules.md#kept-drafts
  keptDrafts: {
    id: 'login.loggedOut.keptDrafts',
    defaultMessage: 'Until {until}, your unsent work stays on this device: log in again with the same e-mail address to continue it. After that, it is deleted.',
  },
});
