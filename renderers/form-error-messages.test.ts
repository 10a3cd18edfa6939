import { describe, expect, it } from 'vitest';
import { errorMessageFor } from './form-error-messages.ts';

describe('form error message fallback chain', () => {
  it.each([
    ['login', 'email', 'required', 'form.login.email.error.required'],
    ['login', 'pin', 'maxLength', 'form.login.pin.error.maxLength'],
    ['login', 'pin', 'pattern', 'error.pattern'],
    ['inventoryItem', 'price', 'minimum', 'error.minimum'],
    ['any', 'field', 'const', 'error.const'],
  ])('%s.%s %s → %s', (form, field, keyword, id) => {
    expect(errorMessageFor(form, field, keyword)?.id).toBe(id);
  });

  it('has nothing for an unknown keyword', () => {
    expect(errorMessageFor('login', 'email', 'dependentRequired')).toBeUndefined();
  });
});
