import { defineMessages } from 'react-intl';

/** Texts the chat's background part uses (title flashing), outside the screen: in the first page's catalogue, unlike the screen's. */
export const chatNoticeMessages = defineMessages<{ titleFlash: { count: number } }>({
  titleFlash: { id: 'chat.titleFlash', defaultMessage: '{count, plural, one {(#) New message} other {(#) New messages}}' },
});
