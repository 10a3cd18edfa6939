// Login form rules of SPEC §5, as message keys (login-messages.ts holds the texts).

export type LoginFieldError = 'emailRequired' | 'emailInvalid' | 'pinRequired' | 'pinTooLong' | 'pinInvalid' | 'termsRequired';

export const PIN_LENGTH = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(value: string): LoginFieldError | undefined {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return EMAIL.test(email) ? undefined : 'emailInvalid';
}

export function validatePin(value: string): LoginFieldError | undefined {
  const pin = value.trim();
  if (pin === '') return 'pinRequired';
  if (pin.length > PIN_LENGTH) return 'pinTooLong';
  return /^\d+$/.test(pin) ? undefined : 'pinInvalid';
}

export function validateTerms(accepted: boolean): LoginFieldError | undefined {
  return accepted ? undefined : 'termsRequired';
}
