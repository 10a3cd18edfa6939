// Texts of the slip consent (before the first slip). Its heading and the error of its box are the
// forms' consent text ('Please accept these terms', renderers/form-error-messages.ts): one copy.
import { defineMessages } from 'react-intl';

/** The region's word follows the brokerage's country (docs/product-rules.md#country). */
export const consentValueMessages = defineMessages<{ electronic: { country: string } }>({
  electronic: {
    id: 'slipConsent.electronic',
    defaultMessage: 'Electronic proof (eSlip and eID card) is accepted only where the {country, select, US {state} other {province or territory}} allows it. Where it is not, or when your phone cannot show it, you must show a printed slip.',
  },
});

export const consentMessages = defineMessages({
  intro: { id: 'slipConsent.intro', defaultMessage: 'Before your first slip, please read how proof of insurance works in this app.' },
  copy: {
    id: 'slipConsent.copy',
    defaultMessage: 'A slip made here is a copy of the proof of insurance your insurance company issues for a vehicle on your policy. Carry valid proof of insurance whenever you drive.',
  },
  phone: {
    id: 'slipConsent.phone',
    defaultMessage: 'Showing your phone to a police officer does not allow anyone to look at anything else on it. Lock the phone to the slip (screen pinning or Guided Access) before you hand it over.',
  },
  device: {
    id: 'slipConsent.device',
    defaultMessage: 'A slip you save to this device stays on it until you remove it, and anyone who uses this device can see it.',
  },
  accept: { id: 'slipConsent.accept', defaultMessage: 'I have read and accept these terms' },
  submit: { id: 'slipConsent.submit', defaultMessage: 'Accept and continue' },
  sending: { id: 'slipConsent.sending', defaultMessage: 'Saving your answer…' },
  error: { id: 'slipConsent.error', defaultMessage: 'Your answer could not be saved.' },
});
