import { describe, expect, it } from 'vitest';
import { validateEmail, validatePin, validateTerms } from './login-validation.ts';
import { loginMessages } from './login-messages.ts';

describe('login validation (SPEC §5)', () => {
  it.each([
    ['', 'emailRequired'],
    ['   ', 'emailRequired'],
    ['emilie', 'emailInvalid'],
    ['emilie@example', 'emailInvalid'],
    ['emilie tremblay@example.ca', 'emailInvalid'],
    ['emilie.tremblay@example.ca', undefined],
    [' emilie@example.ca ', undefined],
  ])('e-mail %j → %s', (value, error) => {
    expect(validateEmail(value)).toBe(error);
  });

  it.each([
    ['', 'pinRequired'],
    ['1234567', 'pinTooLong'],
    ['12a456', 'pinInvalid'],
    ['123456', undefined],
    ['1234', undefined],
  ])('PIN %j → %s', (value, error) => {
    expect(validatePin(value)).toBe(error);
  });

  it('requires the terms', () => {
    expect(validateTerms(false)).toBe('termsRequired');
    expect(validateTerms(true)).toBeUndefined();
  });

  it('uses the exact English texts of the spec', () => {
    expect(loginMessages.emailRequired.defaultMessage).toBe('Email is required');
    expect(loginMessages.emailInvalid.defaultMessage).toBe('The input is not valid email');
    expect(loginMessages.pinRequired.defaultMessage).toBe('PIN Code is required!');
    expect(loginMessages.pinTooLong.defaultMessage).toBe('PIN Code is too long!');
    expect(loginMessages.termsRequired.defaultMessage).toBe('Please accept Terms of Service!');
    expect(loginMessages.sendEmail.defaultMessage).toBe('Unable to send email');
  });
});
