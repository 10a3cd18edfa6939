import { describe, expect, it } from 'vitest';
import { boundsOf, errorMessageFor } from './form-error-messages.ts';

describe('form error message fallback chain', () => {
  it.each([
    ['login', 'email', 'required', 'form.login.email.error.required'],
    ['login', 'pin', 'maxLength', 'form.login.pin.error.maxLength'],
    ['login', 'pin', 'pattern', 'form.login.pin.error.pattern'],
    ['login', 'email', 'pattern', 'error.pattern'],
    ['inventory-item', 'price', 'minimum', 'field.price.error.minimum'],
    ['inventory-item', 'notes', 'maxLength', 'error.maxLength'],
    ['payment-card', 'amount', 'maximum', 'field.amount.error.maximum'],
    ['payment-bank', 'routingNumber', 'minLength', 'field.routingNumber.error.minLength'],
    ['any', 'bank.accountNumberConfirmation', 'sameAs', 'field.accountNumberConfirmation.error.sameAs'],
    ['payment-type', 'paymentType', 'required', 'form.payment-type.paymentType.error.required'],
    ['any', 'field', 'const', 'error.const'],
  ])('%s.%s %s → %s', (form, field, keyword, id) => {
    expect(errorMessageFor(form, field, keyword)?.id).toBe(id);
  });

  it('has nothing for an unknown keyword', () => {
    expect(errorMessageFor('login', 'email', 'dependentRequired')).toBeUndefined();
  });

  it.each([
    [{ minimum: 1, maximum: 10000 }, { min: 1, max: 10000, numCharacters: undefined }],
    [{ minLength: 9, maxLength: 9 }, { min: 9, max: 9, numCharacters: 9 }],
    [{ maxLength: 17 }, { min: undefined, max: 17, numCharacters: undefined }],
  ])('bounds of %j are %j', (node, bounds) => {
    expect(boundsOf(node)).toEqual(bounds);
  });
});
