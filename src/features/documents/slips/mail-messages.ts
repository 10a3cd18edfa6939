// Texts of "Mail a pink slip" (mail-pink-slip.tsx); French in src/i18n/lang/fr/documents-parties.json.
import { defineMessages } from 'react-intl';
import type { Runtime } from '../../../settings/runtime.ts';

export const mailMessages = defineMessages({
  title: { id: 'documents.mail.title', defaultMessage: 'Mail a pink slip' },
  intro: { id: 'documents.mail.intro', defaultMessage: 'We mail the printed pink slips of this policy to the address you choose.' },
  loading: { id: 'documents.mail.loading', defaultMessage: 'Loading the pink slips and your addresses…' },
  loadError: { id: 'documents.mail.loadError', defaultMessage: 'The pink slips and your addresses could not be loaded.' },
  empty: { id: 'documents.mail.empty', defaultMessage: 'This policy has no pink slip to mail.' },
  slips: { id: 'documents.mail.slips', defaultMessage: 'Pink slips to mail' },
  address: { id: 'documents.mail.address', defaultMessage: 'Mail to' },
  noSlipChosen: { id: 'documents.mail.noSlipChosen', defaultMessage: 'Choose at least one pink slip.' },
  sendError: { id: 'documents.mail.sendError', defaultMessage: 'The pink slips could not be mailed.' },
  retry: { id: 'documents.mail.retry', defaultMessage: 'Try again' },
  sending: { id: 'documents.mail.sending', defaultMessage: 'Sending…' },
  again: { id: 'documents.mail.again', defaultMessage: 'Mail another copy' },
});

export const mailValueMessages = defineMessages<{
  send: { count: number };
  sent: { count: number; address: string; reference: string };
}>({
  send: { id: 'documents.mail.send', defaultMessage: '{count, plural, one {Mail the pink slip} other {Mail # pink slips}}' },
  sent: {
    id: 'documents.mail.sent',
    defaultMessage: '{count, plural, one {Your pink slip is} other {Your # pink slips are}} on the way to {address}. Reference: {reference}.',
  },
});

/** Texts naming the brokerage: 'agent' for a US agency, 'broker' elsewhere (runtime.brokerLabel). */
export const mailBrokerMessages = defineMessages<{ noAddress: { brokerLabel: Runtime['brokerLabel'] } }>({
  noAddress: { id: 'documents.mail.noAddress', defaultMessage: 'There is no mailing address on your account. Please ask your {brokerLabel, select, myAgent {agent} other {broker}} to add one.' },
});
