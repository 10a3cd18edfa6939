import { defineMessages } from 'react-intl';

export const chatMessages = defineMessages({
  heading: { id: 'chat.heading', defaultMessage: 'Chat' },
  conversation: { id: 'chat.conversation', defaultMessage: 'Conversation' },
  today: { id: 'chat.today', defaultMessage: 'Today' },
  yesterday: { id: 'chat.yesterday', defaultMessage: 'Yesterday' },
  you: { id: 'chat.you', defaultMessage: 'You' },
  messageLabel: { id: 'chat.message.label', defaultMessage: 'Your message' },
  send: { id: 'chat.send', defaultMessage: 'Send' },
  sent: { id: 'chat.status.sent', defaultMessage: 'Sent' },
  sending: { id: 'chat.status.sending', defaultMessage: 'Sending…' },
  waiting: { id: 'chat.status.waiting', defaultMessage: 'Waiting for a connection: it will be sent when you are back online' },
  failed: { id: 'chat.status.failed', defaultMessage: 'Not sent' },
  retry: { id: 'chat.retry', defaultMessage: 'Retry' },
  remove: { id: 'chat.remove', defaultMessage: 'Remove' },
  loadError: { id: 'chat.loadError', defaultMessage: 'The conversation could not be loaded.' },
  empty: { id: 'chat.empty', defaultMessage: 'No messages yet. Write to us below.' },
  staffHeading: { id: 'chat.staff.heading', defaultMessage: 'Our team' },
  connectionPolling: { id: 'chat.connection.polling', defaultMessage: 'Live updates are interrupted; new messages are checked every few seconds.' },
  connectionOffline: { id: 'chat.connection.offline', defaultMessage: 'You are offline. Messages you write are kept and sent when the connection returns.' },
  visitorStart: { id: 'chat.visitor.start', defaultMessage: 'Start chatting' },
  afterHoursHeading: { id: 'chat.afterHours.heading', defaultMessage: 'We are closed right now' },
  afterHoursText: { id: 'chat.afterHours.text', defaultMessage: 'Chat is available during our office hours.' },
  contactOptions: { id: 'chat.afterHours.contact', defaultMessage: 'Other ways to reach us' },
  contactPage: { id: 'chat.afterHours.contactPage', defaultMessage: 'Contact details' },
});

export const chatValueMessages = defineMessages<{
  afterHoursNext: { when: string; day: string; time: string };
  officeHours: { days: string; from: string; to: string; zone: string };
  dayRange: { from: string; to: string };
  call: { phone: string };
  failedWithReason: { reason: string };
  waitingAfterFailure: { reason: string };
  email: { email: string };
}>({
  afterHoursNext: { id: 'chat.afterHours.next', defaultMessage: 'We open again {when, select, today {today at {time}} tomorrow {tomorrow at {time}} other {on {day} at {time}}}' },
  dayRange: { id: 'chat.afterHours.dayRange', defaultMessage: '{from} – {to}' },
  officeHours: { id: 'chat.afterHours.hours', defaultMessage: 'Office hours: {days}, {from} to {to} ({zone})' },
  call: { id: 'chat.afterHours.call', defaultMessage: 'Call {phone}' },
  email: { id: 'chat.afterHours.email', defaultMessage: 'E-mail {email}' },
  failedWithReason: { id: 'chat.status.failedWithReason', defaultMessage: 'Not sent: {reason}' },
  waitingAfterFailure: { id: 'chat.status.waitingAfterFailure', defaultMessage: 'Not sent yet, trying again shortly: {reason}' },
});
