import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  loadError: { id: 'contact.loadError', defaultMessage: 'The contact details could not be loaded.' },
  openNow: { id: 'contact.status.open', defaultMessage: 'Open now' },
  closed: { id: 'contact.status.closed', defaultMessage: 'Closed' },
  yourTime: { id: 'contact.status.yourTime', defaultMessage: 'Times shown in your time zone.' },
  awayTitle: { id: 'contact.away.title', defaultMessage: 'Away notice' },
  awayText: {
    id: 'contact.away.text',
    defaultMessage: 'Our office is closed right now. Messages, e-mails and voicemails received after hours are answered on the next business day. In an emergency, call 911.',
  },
  website: { id: 'contact.website', defaultMessage: 'Website' },
  newTab: { id: 'contact.newTab', defaultMessage: '(opens in a new tab)' },
  staffTitle: { id: 'contact.staff.title', defaultMessage: 'Your representative' },
  hoursTitle: { id: 'contact.hours.title', defaultMessage: 'Working hours' },
  day: { id: 'contact.hours.day', defaultMessage: 'Day' },
  hours: { id: 'contact.hours.hours', defaultMessage: 'Hours' },
  dayClosed: { id: 'contact.hours.dayClosed', defaultMessage: 'Closed' },
  today: { id: 'contact.hours.today', defaultMessage: '(today)' },
  hoursUnknown: { id: 'contact.hours.unknown', defaultMessage: 'Working hours are not available. Please call to check.' },
  branchesTitle: { id: 'contact.branches.title', defaultMessage: 'Other branches' },
});

export const contactValueMessages = defineMessages<{
  closesAt: { time: string };
  closedOpens: { when: 'today' | 'tomorrow' | 'later'; day: string; time: string };
  call: { phone: string };
  callTollFree: { phone: string };
  email: { email: string };
  map: { address: string };
  hoursCaption: { zone: string };
  span: { start: string; end: string };
  dayRange: { from: string; to: string };
  branchHours: { days: string; start: string; end: string; zone: string };
}>({
  closesAt: { id: 'contact.status.closesAt', defaultMessage: 'Open now · closes at {time}' },
  closedOpens: {
    id: 'contact.status.closedOpens',
    defaultMessage: 'Closed — opens {when, select, today {today at {time}} tomorrow {tomorrow at {time}} other {{day} {time}}}',
  },
  call: { id: 'contact.call', defaultMessage: 'Call {phone}' },
  callTollFree: { id: 'contact.callTollFree', defaultMessage: 'Toll free {phone}' },
  email: { id: 'contact.email', defaultMessage: 'E-mail {email}' },
  map: { id: 'contact.map', defaultMessage: 'Map: {address}' },
  hoursCaption: { id: 'contact.hours.caption', defaultMessage: 'Working hours, office time ({zone})' },
  span: { id: 'contact.hours.span', defaultMessage: '{start} to {end}' },
  dayRange: { id: 'contact.hours.dayRange', defaultMessage: '{from} to {to}' },
  branchHours: { id: 'contact.branch.hours', defaultMessage: '{days}: {start} to {end} ({zone})' },
});
