// Texts of the login screen and the server's login errors (docs/product-rules.md#login-errors). Field labels, hints and
// validation messages are not here: they come from schemas/forms/login.schema.json and the form
// catalogues (renderers/form-error-messages.ts, `form.login.*`), as for every schema form.
import { defineMessages } from 'react-intl';

export const loginMessages = defineMessages({
  emailStepTitle: { id: 'login.email.title', defaultMessage: 'Log in' },
  emailIntro: { id: 'login.email.intro', defaultMessage: 'Enter your e-mail address. We will send you a PIN code to log in, no password needed.' },
  sendPin: { id: 'login.email.submit', defaultMessage: 'Send me a PIN' },
  pinStepTitle: { id: 'login.pin.title', defaultMessage: 'Enter your PIN' },
  next: { id: 'login.next', defaultMessage: 'Continue' },
  changeEmail: { id: 'login.pin.changeEmail', defaultMessage: 'Use another e-mail address' },
  resend: { id: 'login.pin.resend', defaultMessage: 'Send a new PIN' },
  termsStepTitle: { id: 'login.terms.title', defaultMessage: 'Terms of service' },
  termsLink: { id: 'login.terms.link', defaultMessage: 'Read the terms of service' },
  signIn: { id: 'login.terms.submit', defaultMessage: 'Log in' },
  back: { id: 'login.back', defaultMessage: 'Back' },
  working: { id: 'login.working', defaultMessage: 'Please wait…' },
  kioskNotice: { id: 'login.kiosk', defaultMessage: 'You are logging in as this client through a staff link.' },
  sendEmail: { id: 'login.error.sendEmail', defaultMessage: 'Unable to send email' },
  login: { id: 'login.error.login', defaultMessage: 'Unable to log you in.' },
  loginToken: { id: 'login.error.loginToken', defaultMessage: 'Unable to log you in with this token.' },
  noResponse: { id: 'login.error.noResponse', defaultMessage: 'Unable to log you in. Response not received.' },
  noToken: { id: 'login.error.noToken', defaultMessage: 'Unable to log you in. Token not received.' },
  noBillingInfo: { id: 'login.error.noBillingInfo', defaultMessage: 'Unable to log you in. Billing info not received.' },
  noUserInfo: { id: 'login.error.noUserInfo', defaultMessage: 'Unable to log you in. Used info not received.' },
  network: { id: 'login.error.network', defaultMessage: 'Something went wrong, please try again.' },
});

export const loginValueMessages = defineMessages<{ pinSent: { email: string } }>({
  pinSent: { id: 'login.pin.sent', defaultMessage: 'We sent a PIN code to {email}.' },
});
