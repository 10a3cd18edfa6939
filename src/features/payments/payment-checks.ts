// The payments whose outcome is unknown (docs/product-rules.md#payment-unknown): a payment is
// kept here from just before its paying call leaves until the server has surely answered it, so
// a lost answer, a server error, a reload or a closed tab never lets the same policies and amount
// be paid again with a new key: they are checked, with the same paying call and key
// (docs/adr/0078-an-unknown-payment-is-kept-until-checked.md). Never the card number, CVC or bank
// account number: the card is the provider's token; a bank check needs the account typed again.
import type { CallRequest } from '../../api/call-api.ts';
import { policiesAnswer, type PaymentSteps } from './payment-steps.ts';
import { paymentChecks, type UnconfirmedPayment } from './payment-state.ts';
import { requestCurrency } from '../../i18n/money.ts';

/** What a payment pays, as compared: the policies' ids (any order) or the typed policy number, and the amount in cents. */
function paysFor(ids: readonly string[] | undefined, policyNumber: string | undefined, amount: number | undefined): string | undefined {
  if (typeof amount !== 'number') return undefined;
  const policies = ids && ids.length > 0 ? `ids:${[...ids].sort().join(',')}` : policyNumber?.trim() ? `number:${policyNumber.trim().toUpperCase()}` : undefined;
  return policies && `${policies}|${Math.round(amount * 100)}`;
}

/** The unknown payment of the same policies and amount as these answers, if any. */
export function unconfirmedFor(steps: PaymentSteps): UnconfirmedPayment | undefined {
  const { selectedPaymentPolicies, policyNumber, amount } = policiesAnswer(steps);
  const wanted = paysFor(selectedPaymentPolicies, policyNumber, amount);
  if (!wanted) return undefined;
  return paymentChecks.unconfirmed.find((payment) => paysFor(payment.policyIds, payment.policyNumber, payment.request.amount) === wanted);
}

/** The paying call as kept: the bank account number left out (it is typed again for a check). */
export function keptRequest(request: CallRequest<'payments.processEPayPayment'>): UnconfirmedPayment['request'] {
  const { bank, ...rest } = request;
  if (!bank) return rest;
  const { accountNumber: _never, ...kept } = bank;
  return { ...rest, bank: kept };
}

/** The paying call of a kept payment, as sent again: with the account number typed again for a bank payment. */
export function requestAgain(payment: UnconfirmedPayment, accountNumber: string | undefined): CallRequest<'payments.processEPayPayment'> {
  // A copy kept before requests named their currency was in the brokerage's.
  const { bank, currency = requestCurrency(), ...rest } = payment.request;
  return bank ? { ...rest, currency, bank: { ...bank, accountNumber: accountNumber ?? '' } } : { ...rest, currency };
}

/** Keeps a payment as unknown (written before its paying call leaves), replacing any of the same key. */
export function keepUnconfirmed(payment: UnconfirmedPayment): void {
  forgetUnconfirmed(payment.request.idempotencyKey);
  paymentChecks.unconfirmed.push(payment);
}

/** The server has surely answered: the payment of this key is no longer unknown. */
export function forgetUnconfirmed(key: string): void {
  if (paymentChecks.unconfirmed.some((payment) => payment.request.idempotencyKey === key)) {
    paymentChecks.unconfirmed = paymentChecks.unconfirmed.filter((payment) => payment.request.idempotencyKey !== key);
  }
}
