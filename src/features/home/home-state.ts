// The start page's own calls (memory only): the payment options, read for the payment due, and the
// user's profile, for the greeting.
import { proxy } from 'valtio';
import { requestState } from '../../state/request-cycle.ts';
import type { MeGetResponse, PaymentPolicy, PaymentsGetPaymentOptionsResponse } from '../../api/generated/api-types.ts';

export function initialHomeState() {
  return { paymentOptions: requestState<PaymentsGetPaymentOptionsResponse>(), me: requestState<MeGetResponse>() };
}

export const homeState = proxy(initialHomeState());

/** The payment due soonest (an amount above zero), if any. */
export function nextPaymentDue(policies: readonly PaymentPolicy[] | undefined): PaymentPolicy | undefined {
  return [...(policies ?? [])].filter((policy) => policy.amountDue > 0).sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))[0]; // ISO dates: code-unit order is date order
}
