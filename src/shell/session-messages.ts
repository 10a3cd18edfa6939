import { defineMessages } from 'react-intl';

export const sessionMessages = defineMessages({
  autoLogout: { id: 'session.autoLogout', defaultMessage: 'You will be logged out due to inactivity. Click the button bellow to stay logged in.' },
  extend: { id: 'session.extend', defaultMessage: 'Extend session' },
  cookiesRequired: { id: 'session.cookiesRequired', defaultMessage: 'Cookies are required, please enable cookies in your browser.' },
  sessionTitle: { id: 'session.title', defaultMessage: 'Are you still there?' },
  openInTab: { id: 'session.openInTab', defaultMessage: 'Open in a new tab' },
});

export const countdownMessages = defineMessages<{ seconds: { seconds: number } }>({
  seconds: { id: 'session.countdown', defaultMessage: '{seconds, plural, one {# second} other {# seconds}} left' },
});
