import { defineMessages } from 'react-intl';

/** The start page's texts (greeting, key actions, what is pending). */
export const homeStartMessages = defineMessages({
  welcome: { id: 'home.welcome', defaultMessage: 'Welcome' },
  // A signed-in user's greeting while their name is on its way.
  hello: { id: 'home.helloNoName', defaultMessage: 'Hello' },
  pendingTitle: { id: 'home.pending.title', defaultMessage: 'Waiting for you' },
  nothingPending: { id: 'home.pending.nothing', defaultMessage: 'Nothing is waiting for you: no payment due, no claim or payment in progress, no proof of insurance saved on this device.' },
  claimDraft: { id: 'home.pending.claimDraft', defaultMessage: 'A claim you started and have not sent yet.' },
  claimContinue: { id: 'home.pending.claimContinue', defaultMessage: 'Continue your claim' },
  paymentDraft: { id: 'home.pending.paymentDraft', defaultMessage: 'A payment you started and have not sent yet.' },
  paymentContinue: { id: 'home.pending.paymentContinue', defaultMessage: 'Continue your payment' },
  payNow: { id: 'home.pending.payNow', defaultMessage: 'Make a payment' },
});

export const homeStartValueMessages = defineMessages<{
  hello: { name: string };
  paymentDue: { amount: string; date: string; policyNumber: string };
  savedSlip: { kind: string; policyNumber: string };
  openSlip: { kind: string; policyNumber: string };
}>({
  hello: { id: 'home.hello', defaultMessage: 'Hello, {name}' },
  paymentDue: { id: 'home.pending.paymentDue', defaultMessage: '{amount} due by {date} (policy {policyNumber}).' },
  savedSlip: {
    id: 'home.pending.savedSlip',
    defaultMessage: '{kind, select, pinkSlip {Pink slip} eSlip {eSlip} eIdCard {eID card} other {Proof of insurance}} saved on this device{policyNumber, select, none {} other { (policy {policyNumber})}}.',
  },
  openSlip: {
    id: 'home.pending.openSlip',
    defaultMessage: 'Open the {kind, select, pinkSlip {pink slip} eSlip {eSlip} eIdCard {eID card} other {proof of insurance}}{policyNumber, select, none {} other { of policy {policyNumber}}}',
  },
});
