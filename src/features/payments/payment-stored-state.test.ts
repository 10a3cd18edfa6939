// The stored payment draft and payments whose outcome is unknown are checked when read
// (schemas/state/payment.schema.json, payment-checks.schema.json): a copy with card data in it
// (a card number, a CVC, a bank account number), a broken step list or a key the API would refuse
// is not taken back.
import { describe, expect, it } from 'vitest';
import { StoredPaymentState } from '../../generated/state/payment.validator.js';
import { StoredPaymentChecksState } from '../../generated/state/payment-checks.validator.js';
import { initialPaymentChecks, initialPaymentDraft, type UnconfirmedPayment } from './payment-state.ts';

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
    ['a card number in the card step', draft((d) => Object.assign(d.steps.card, { value: { nameOnCard: 'ANA', cardNumber: '4242424242424242' } })), false],
    ['a CVC in the card step', draft((d) => Object.assign(d.steps.card, { value: { cvc: '123' } })), false],
    ['a bank account number in the bank step', draft((d) => Object.assign(d.steps.bank, { value: { accountHolder: 'ANA', accountNumber: '7654321' } })), false],
    ['a step missing', draft((d) => delete (d.steps as Partial<typeof d.steps>).bank), false],
    ['a step of another flow', draft((d) => Object.assign(d.steps, { vehicle: { completed: false } })), false],
    // The key of a payment whose outcome is unknown lives in the payment checks slice.
    ['an attempt key', draft((d) => Object.assign(d, { attemptKey: '3f1c9a2e-7b4d-4e1a-9c2f-5d8e6a1b0c77' })), false],
    ['a prototype key in an answer', JSON.parse('{"steps":{"policies":{"completed":false,"value":{"__proto__":{"x":1}}},"payer":{"completed":false},"type":{"completed":false},"card":{"completed":false},"bank":{"completed":false},"eTransfer":{"completed":false}}}') as unknown, false],
  ])('%s → %s', (_name, value, valid) => {
    expect(StoredPaymentState(value)).toBe(valid);
  });
});

function unconfirmed(change: (value: UnconfirmedPayment) => void = () => undefined): unknown {
  const payment: UnconfirmedPayment = {
    policyIds: ['pay-auto-1'],
    sentAt: '2026-11-28T13:00:00.000Z',
    request: {
      sessionId: 'eps-1', idempotencyKey: '3f1c9a2e-7b4d-4e1a-9c2f-5d8e6a1b0c77', amount: 120.5, paymentType: 'card', payerName: 'Ana Silva', payerEmail: 'ana@example.ca',
      card: { token: 'tok_visa_4242_abc', nameOnCard: 'ANA SILVA', postalCode: 'M5X 1A9' },
    },
    receipt: { type: 'card', amount: 120.5, policies: [{ policyNumber: 'AU-4821-0937', insuranceCompany: 'Intact Insurance' }], brand: 'visa', last4: '4242', payerName: 'Ana Silva', payerEmail: 'ana@example.ca' },
  };
  change(payment);
  return { unconfirmed: [JSON.parse(JSON.stringify(payment)) as unknown] };
}

describe('stored payments whose outcome is unknown', () => {
  it.each([
    ['a card payment as the app keeps it', unconfirmed(), true],
    ['a bank payment without its account number', unconfirmed((p) => Object.assign(p.request, { paymentType: 'bank', card: undefined, bank: { accountHolder: 'Ana Silva', routingNumber: '000123456' } })), true],
    ['none', initialPaymentChecks(), true],
    ['a bank account number', unconfirmed((p) => Object.assign(p.request, { paymentType: 'bank', card: undefined, bank: { accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '7654321' } })), false],
    ['a card number', unconfirmed((p) => Object.assign(p.request.card ?? {}, { cardNumber: '4242424242424242' })), false],
    ['a CVC', unconfirmed((p) => Object.assign(p.request.card ?? {}, { cvc: '737' })), false],
    ['a card number beside the receipt', unconfirmed((p) => Object.assign(p.receipt, { cardNumber: '4242424242424242' })), false],
    ['more than the last 4 digits', unconfirmed((p) => (p.receipt.last4 = '424242')), false],
    ['a key the API refuses', unconfirmed((p) => (p.request.idempotencyKey = 'x y')), false],
  ])('%s → %s', (_name, value, valid) => {
    expect(StoredPaymentChecksState(value)).toBe(valid);
  });
});
