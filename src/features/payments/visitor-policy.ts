// A visitor's typed policy, asked of the server before the way to pay is chosen
// (docs/product-rules.md#payment-visitors): a visitor is given no account's policies, so their
// minimum, maximum and whether they take e-pay are unknown until the e-pay session call
// (payments.ePayPaymentInformation, which takes the typed number) answers. It answers the policy's
// minAmount and maxAmount, refuses a policy that takes no e-pay (a 4xx), and 404 for an unknown
// number. Asked once per number, with a key of its own: the payment opens its own session.
import { api } from '../../api/api.ts';
import { ApiError } from '../../api/api-error.ts';
import { callApi } from '../../api/call-api.ts';
import { endsAttempt, newAttemptKey } from './payment-submit.ts';
import { paymentsState, type PolicyLookup } from './payment-state.ts';
import { requestCurrency } from '../../i18n/money.ts';

/** A typed policy number as looked up and compared: trimmed, upper case. */
function lookupKey(policyNumber: string | undefined): string {
  return (policyNumber ?? '').trim().toUpperCase();
}

/** What the server said of a typed policy, if it was asked and answered. */
export function policyLookupOf(policyNumber: string | undefined): PolicyLookup | undefined {
  const key = lookupKey(policyNumber);
  return key ? paymentsState.policyLookups[key] : undefined;
}

/**
 * Asks the server about a typed policy, unless it has answered already. A failure that says
 * nothing of the policy (no connection, a server error, an unknown number) leaves it unknown: the
 * payment's own session checks it again, and the server refuses what it must.
 */
export async function lookUpPolicy(policyNumber: string | undefined, amount: number | undefined): Promise<void> {
  const key = lookupKey(policyNumber);
  if (!key || typeof amount !== 'number' || !(amount > 0) || paymentsState.policyLookups[key]) return;
  try {
    const session = await callApi(api(), 'payments.ePayPaymentInformation', { policyNumber: (policyNumber ?? '').trim(), amount, currency: requestCurrency(), idempotencyKey: newAttemptKey() });
    paymentsState.policyLookups[key] = { ePay: true, minimum: session.minAmount, maximum: session.maxAmount };
  } catch (error) {
    if (error instanceof ApiError && error.status !== 404 && endsAttempt(error)) paymentsState.policyLookups[key] = { ePay: false };
  }
}
