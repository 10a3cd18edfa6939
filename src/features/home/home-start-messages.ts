import { defineMessages } from 'react-intl';

/** The start page's texts (greeting, key actions, what is pending). */
export const homeStartMessages = defineMessages({
  welcome: { id: 'home.welcome', defaultMessage: 'Welcome' },
  pendingTitle: { id: 'home.pending.title', defaultMessage: 'Waiting for you' },
  nothingPending: { id: 'home.pending.nothing', defaultMessage: 'Nothing is waiting for you: no claim or payment in progress, no proof of insurance saved on this device.' },
  claimDraft: { id: 'home.pending.claimDraft', defaultMessage: 'A claim you started and have not sent yet.' },
  claimContinue: { id: 'home.pending.claimContinue', defaultMessage: 'Continue your claim' },
  paymentDraft: { id: 'home.pending.paymentDraft', defaultMessage: 'A payment you started and have not sent yet.' },
  paymentContinue: { id: 'home.pending.paymentContinue', defaultMessage: 'Continue your payment' },
});

export const homeStartValueMessages = defineMessages<{
  hello: { name: string };
  savedSlip: { kind: string; policyNumber: string };
  openSlip: { kind: string; policyNumber: string };
}>({
  hello: { id: 'home.hello', defaultMessage: 'Hello, {name}' },
  savedSlip: {
    id: 'home.pending.savedSlip',
    defaultMessage: '{kind, select, pinkSlip {Pink slip} eSlip {eSlip} eIdCard {eID card} other {Proof of insurance}} saved on this device{policyNumber, select, none {} other { (policy {policyNumber})}}.',
  },
  openSlip: {
    id: 'home.pending.openSlip',
    defaultMessage: 'Open the {kind, select, pinkSlip {pink slip} eSlip {eSlip} eIdCard {eID card} other {proof of insurance}}{policyNumber, select, none {} other { of policy {policyNumber}}}',
  },
});
