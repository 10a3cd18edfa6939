// The stored payment draft is checked when read (schemas/state/payment.schema.json): a copy with
// card data in it, a broken step list or a key the API would refuse is not taken back.
import { describe, expect, it } from 'vitest';
import { StoredPaymentState } from '../../generated/state/payment.validator.js';
import { initialPaymentDraft } from './payment-state.ts';

function draft(change: (value: ReturnType<typeof initialPaymentDraft>) => void = () => undefined): unknown {
  const value = initialPaymentDraft();
  value.steps.policies = { value: { selectedPaymentPolicies: ['pay-auto-1'], amount: 12.5 }, completed: true };
  value.steps.card = { value: { nameOnCard: 'ANA', expiryMonth: 4, expiryYear: 2030, postalCode: 'M5X 1A9' }, completed: false };
  change(value);
  return JSON.parse(JSON.stringify(value)) as unknown;
}

describe('stored payment draft', () => {
  it.each([
    ['a draft as the app writes it', draft(), true],
    ['the initial draft', JSON.parse(JSON.stringify(initialPaymentDraft())) as unknown, true],
    ['an attempt key', draft((d) => (d.attemptKey = '3f1c9a2e-7b4d-4e1a-9c2f-5d8e6a1b0c77')), true],
    ['a card number in the card step', draft((d) => Object.assign(d.steps.card, { value: { nameOnCard: 'ANA', cardNumber: '4242424242424242' } })), false],
    ['a CVC in the card step', draft((d) => Object.assign(d.steps.card, { value: { cvc: '123' } })), false],
    ['a bank account number in the bank step', draft((d) => Object.assign(d.steps.bank, { value: { accountHolder: 'ANA', accountNumber: '7654321' } })), false],
    ['a step missing', draft((d) => delete (d.steps as Partial<typeof d.steps>).bank), false],
    ['a step of another flow', draft((d) => Object.assign(d.steps, { vehicle: { completed: false } })), false],
    ['an attempt key the API refuses', draft((d) => (d.attemptKey = 'x y')), false],
    ['an attempt key that is not text', draft((d) => Object.assign(d, { attemptKey: 42 })), false],
    ['a prototype key in an answer', JSON.parse('{"steps":{"policies":{"completed":false,"value":{"__proto__":{"x":1}}},"payer":{"completed":false},"type":{"completed":false},"card":{"completed":false},"bank":{"completed":false},"eTransfer":{"completed":false}},"attemptKey":null}') as unknown, false],
  ])('%s → %s', (_name, value, valid) => {
    expect(StoredPaymentState(value)).toBe(valid);
  });
});
