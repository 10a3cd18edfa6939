import { defineMessages } from 'react-intl';

export const unreadMessages = defineMessages<{ unread: { count: number } }>({
  unread: { id: 'chat.unread', defaultMessage: '{count, plural, one {# unread message} other {# unread messages}}' },
});

export const chatLinkMessages = defineMessages({
  chat: { id: 'chat.link.name', defaultMessage: 'Chat' },
  chatDescription: { id: 'chat.link.description', defaultMessage: 'Write to our team' },
});
