// The payment requests keep their contract (schemas/api/payments.*.request.json): card, bank and
// e-transfer, with and without the optional note and policy numbers, checked with the validator
// the fixture backend uses. The card number and CVC never appear in them.
import { describe, expect, it } from 'vitest';
import { requestProblems } from '../../../fixtures/backend/request-contract.ts';
import { BANK_SECRET_FIELDS, takeCardSecrets, takeSecrets } from './card-memory.ts';
import { initialPaymentDraft } from './payment-state.ts';
import { ePayInformationRequest, processRequest, sendEmailRequest } from './payment-submit.ts';
import type { PaymentSteps } from './payment-steps.ts';

const KEY = '2b7e1516-28ae-4d2a-a6f7-15884d09cf4f';
const PAYER = { payerName: 'Ana Silva', payerEmail: 'ana@example.ca' };

function steps(note?: string): PaymentSteps {
  const draft = initialPaymentDraft().steps;
  draft.policies = { value: { selectedPaymentPolicies: ['pay-auto-1', 'pay-home-1'], amount: 80.5, ...(note ? { note } : {}) }, completed: true };
  draft.card = { value: takeCardSecrets({ nameOnCard: 'ANA SILVA', cardNumber: '4242424242424242', expiryMonth: 4, expiryYear: 2031, cvc: '737', postalCode: 'M5X 1A9' }), completed: true };
  // The account number, like the card number, is held in memory only (card-memory.ts), never in the draft.
  draft.bank = { value: takeSecrets({ accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '7654321', accountNumberConfirmation: '7654321' }, BANK_SECRET_FIELDS), completed: true };
  draft.eTransfer = { value: { secretPassword: 'maplecrest2026' }, completed: true };
  return draft;
}

describe('payment requests', () => {
  it.each([undefined, 'March instalment'])('open an e-pay session (note %s)', (note) => {
    expect(requestProblems('payments.ePayPaymentInformation', ePayInformationRequest(steps(note), KEY))).toEqual([]);
  });

  it.each([
    ['card', undefined],
    ['card', 'March'],
    ['bank', undefined],
    ['bank', 'March'],
  ] as const)('process a %s payment (note %s)', (type, note) => {
    const request = processRequest(steps(note), type, 'sess-1', PAYER, KEY, type === 'card' ? 'tok_visa' : undefined);
    expect(requestProblems('payments.processEPayPayment', request)).toEqual([]);
    expect(JSON.stringify(request)).not.toMatch(/4242424242424242|"737"/);
  });

  it.each([
    [[], undefined],
    [['AUTO-1', 'HOME-1'], 'March'],
  ])('send the e-transfer e-mail (policy numbers %j, note %s)', (numbers, note) => {
    expect(requestProblems('payments.sendEmail', sendEmailRequest(steps(note), PAYER, numbers))).toEqual([]);
  });
});
