// The payment's own rules, as tables: the payment types the options and chosen policies allow,
// when there is nothing to pay, what the chosen policies owe, masked numbers, card number groups,
// and the card memory that keeps the number and CVC out of the draft.
import { describe, expect, it } from 'vitest';
import options from '../../../fixtures/data/payment-options.json';
import { amountDue, availablePaymentTypes, cardDigits, groupedCardNumber, hasPaymentOptions, masked, paymentTypeOf, selectedPolicies, type PaymentOptions } from './payment-steps.ts';
import { cardSecrets, forgetCardSecrets, onCardSecretsForgotten, takeCardSecrets, withCardSecrets } from './card-memory.ts';
import { initialPaymentDraft } from './payment-state.ts';

const base = options as PaymentOptions;
const withFlags = (isEPayPolicy: boolean, isETransfer: boolean): PaymentOptions => ({ ...base, isEPayPolicy, isETransfer });

describe('payment types offered', () => {
  it.each([
    [withFlags(true, true), [], ['card', 'bank', 'eTransfer']],
    [withFlags(true, true), ['pay-auto-1'], ['card', 'bank', 'eTransfer']],
    [withFlags(true, true), ['pay-auto-1', 'pay-home-1'], ['card', 'bank', 'eTransfer']],
    // The boat policy takes no e-pay: with it chosen, only the e-transfer is left.
    [withFlags(true, true), ['pay-boat-1'], ['eTransfer']],
    [withFlags(true, true), ['pay-auto-1', 'pay-boat-1'], ['eTransfer']],
    [withFlags(true, false), ['pay-boat-1'], []],
    [withFlags(false, true), ['pay-auto-1'], ['eTransfer']],
    [withFlags(true, false), ['pay-auto-1'], ['card', 'bank']],
    [withFlags(false, false), ['pay-auto-1'], []],
    [{ ...withFlags(true, false), policies: base.policies.filter((p) => !p.isEPay) }, [], []],
  ] as const)('%#: %j → %j', (opts, ids, types) => {
    expect(availablePaymentTypes(opts, ids)).toEqual(types);
  });

  it('offers nothing before the options are known', () => {
    expect(availablePaymentTypes(null, ['pay-auto-1'])).toEqual([]);
  });
});

describe('nothing to pay', () => {
  it.each([
    [withFlags(true, true), true],
    [withFlags(false, true), true],
    [withFlags(true, false), true],
    [withFlags(false, false), false],
    [{ ...base, policies: [] }, false],
  ])('%#: has options → %s', (opts, has) => {
    expect(hasPaymentOptions(opts, true)).toBe(has);
  });

  it('a visitor, given no account policies, can pay by typing a policy number when a way to pay is offered', () => {
    expect(hasPaymentOptions({ ...base, policies: [] }, false)).toBe(true);
    expect(hasPaymentOptions({ ...withFlags(false, false), policies: [] }, false)).toBe(false);
  });
});

describe('amounts and numbers', () => {
  it('adds what the chosen policies owe, in cents, in the options’ order', () => {
    const chosen = selectedPolicies(base, ['pay-home-1', 'pay-auto-1', 'gone']);
    expect(chosen.map((p) => p.id)).toEqual(['pay-auto-1', 'pay-home-1']);
    expect(amountDue(chosen)).toBe(402.55);
    expect(amountDue([])).toBe(0);
  });

  it.each([
    ['4242424242424242', '•••• 4242'],
    ['7654321', '•••• 4321'],
    ['4242 4242 4242 4242', '•••• 4242'],
    ['', ''],
    [undefined, ''],
  ])('masks %s as %s', (number, shown) => {
    expect(masked(number)).toBe(shown);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['378282246310005', '3782 822463 10005'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242123', '4242 4242 4242 4242 123'],
    ['', ''],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupedCardNumber(digits)).toBe(grouped);
  });

  it('reads typed card numbers as digits', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });

  it('reads the chosen type, and nothing unknown', () => {
    const steps = initialPaymentDraft().steps;
    expect(paymentTypeOf(steps)).toBeUndefined();
    steps.type = { value: { paymentType: 'bank' }, completed: true };
    expect(paymentTypeOf(steps)).toBe('bank');
    // Stored by an older version: read as no type.
    Object.assign(steps.type, { value: { paymentType: 'cash' }, completed: true });
    expect(paymentTypeOf(steps)).toBeUndefined();
  });
});

describe('card memory', () => {
  it('keeps the number and CVC out of the answer, gives them back to the form, forgets them', () => {
    const forgotten: number[] = [];
    const stop = onCardSecretsForgotten(() => forgotten.push(1));
    const answer = takeCardSecrets({ nameOnCard: 'A', cardNumber: '4242424242424242', cvc: '123', expiryMonth: 1 });
    expect(answer).toEqual({ nameOnCard: 'A', expiryMonth: 1 });
    expect(withCardSecrets(answer)).toEqual({ nameOnCard: 'A', expiryMonth: 1, cardNumber: '4242424242424242', cvc: '123' });
    expect(JSON.stringify(answer)).not.toContain('4242');
    forgetCardSecrets();
    expect(cardSecrets()).toEqual({});
    expect(withCardSecrets(answer)).toEqual(answer);
    expect(forgotten).toEqual([1]);
    forgetCardSecrets();
    expect(forgotten).toEqual([1]);
    stop();
  });

  it('drops a number or CVC erased from the form', () => {
    takeCardSecrets({ cardNumber: '4242', cvc: '1' });
    takeCardSecrets({ cardNumber: '4242' });
    expect(cardSecrets()).toEqual({ cardNumber: '4242' });
    takeCardSecrets({ cardNumber: '' });
    expect(cardSecrets()).toEqual({});
  });
});
