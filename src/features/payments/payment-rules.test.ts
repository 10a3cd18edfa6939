// The payment forms' rules as the flow checks them (the precompiled validators plus the data
// keywords beside them, renderers/form-validator.ts): card number (Luhn), expiry not in the past,
// routing number, account number and its confirmation. Tables, on a fixed day.
import { describe, expect, it } from 'vitest';
import { isValidFormData } from '../../../renderers/form-validator.ts';
import { relativeRuleErrors } from '../../../renderers/relative-rules.ts';
import cardSchema from '../../../schemas/forms/payment/card.schema.json';

const today = new Date(2026, 10, 23, 12, 0); // 23 November 2026
const card = { nameOnCard: 'ANA SILVA', cardNumber: '4242424242424242', expiryMonth: 4, expiryYear: 2028, cvc: '123', postalCode: 'M5X 1A9' };
const bank = { accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '1234567', accountNumberConfirmation: '1234567' };

describe('card number (x-luhn)', () => {
  it.each([
    ['4242424242424242', true],
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['5555555555554445', false],
    ['4242 4242 4242 4242', false],
    ['424242424242', false],
    ['42424242424242424242', false],
  ])('%s → %s', async (cardNumber, valid) => {
    expect(await isValidFormData('payment-card', { ...card, cardNumber }, today)).toBe(valid);
  });
});

describe('expiry (x-minYearsAhead, x-monthNotPast)', () => {
  it.each([
    [11, 2026, true],
    [12, 2026, true],
    [10, 2026, false],
    [1, 2026, false],
    [1, 2027, true],
    [12, 2025, false],
    [6, 2046, true],
    [6, 2047, false],
    [13, 2027, false],
    [0, 2027, false],
  ])('%i/%i → %s', async (expiryMonth, expiryYear, valid) => {
    expect(await isValidFormData('payment-card', { ...card, expiryMonth, expiryYear }, today)).toBe(valid);
  });

  it('names the rule each past expiry breaks, with its limit', () => {
    expect(relativeRuleErrors(cardSchema as never, { expiryMonth: 10, expiryYear: 2026 }, today)).toEqual([{ path: ['expiryMonth'], keyword: 'monthNotPast', limit: 11 }]);
    expect(relativeRuleErrors(cardSchema as never, { expiryMonth: 10, expiryYear: 2025 }, today)).toEqual([{ path: ['expiryYear'], keyword: 'minYearsAhead', limit: 2026 }]);
    expect(relativeRuleErrors(cardSchema as never, { expiryMonth: 10, expiryYear: 2047 }, today)).toEqual([{ path: ['expiryYear'], keyword: 'maxYearsAhead', limit: 2046 }]);
  });
});

describe('CVC and postal code', () => {
  it.each([
    [{ cvc: '123' }, true],
    [{ cvc: '1234' }, true],
    [{ cvc: '12' }, false],
    [{ cvc: '12a' }, false],
    [{ postalCode: 'M5X 1A9' }, true],
    [{ postalCode: 'M5X 1A9 X' }, false],
    [{ postalCode: undefined }, false],
  ])('%j → %s', async (change, valid) => {
    expect(await isValidFormData('payment-card', { ...card, ...change }, today)).toBe(valid);
  });
});

describe('bank transfer', () => {
  it.each([
    [{}, true],
    [{ routingNumber: '12345678' }, false],
    [{ routingNumber: '1234567890' }, false],
    [{ routingNumber: '12345678a' }, false],
    [{ routingNumber: undefined }, false],
    [{ accountNumber: '12345678901234567', accountNumberConfirmation: '12345678901234567' }, true],
    [{ accountNumber: '123456789012345678', accountNumberConfirmation: '123456789012345678' }, false],
    [{ accountNumber: '12-34', accountNumberConfirmation: '12-34' }, false],
    [{ accountNumberConfirmation: '7654321' }, false],
    [{ accountNumberConfirmation: undefined }, false],
    [{ accountHolder: 'A'.repeat(81) }, false],
  ])('%j → %s', async (change, valid) => {
    expect(await isValidFormData('payment-bank', { ...bank, ...change }, today)).toBe(valid);
  });
});

describe('policies and amount, payer, type, e-transfer', () => {
  it.each([
    ['payment-policies', { selectedPaymentPolicies: ['pay-auto-1'], amount: 1 }, true],
    ['payment-policies', { selectedPaymentPolicies: ['pay-auto-1', 'pay-home-1'], amount: 10_000 }, true],
    ['payment-policies', { selectedPaymentPolicies: [], amount: 10 }, false],
    ['payment-policies', { selectedPaymentPolicies: ['pay-auto-1', 'pay-auto-1'], amount: 10 }, false],
    ['payment-policies', { selectedPaymentPolicies: ['pay-auto-1'], amount: 0.99 }, false],
    ['payment-policies', { selectedPaymentPolicies: ['pay-auto-1'], amount: 10_000.01 }, false],
    ['payment-payer', { payerName: 'Ana Silva', payerEmail: 'ana@example.ca' }, true],
    ['payment-payer', { payerName: 'Ana Silva', payerEmail: 'ana' }, false],
    ['payment-payer', { payerEmail: 'ana@example.ca' }, false],
    ['payment-type', { paymentType: 'card' }, true],
    ['payment-type', { paymentType: 'cash' }, false],
    ['payment-type', {}, false],
    ['payment-e-transfer', { secretPassword: 'maplecrest2026' }, true],
    ['payment-e-transfer', { secretPassword: '' }, false],
    ['payment-e-transfer', { secretPassword: 'x'.repeat(26) }, false],
  ] as const)('%s %j → %s', async (form, data, valid) => {
    expect(await isValidFormData(form, data, today)).toBe(valid);
  });
});
