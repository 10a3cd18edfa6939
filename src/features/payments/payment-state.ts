// The payments feature's state (docs/product-rules.md#payments):
// - `paymentDraft`: the flow's answers (selectedPaymentPolicies, amount, type, method details —
//   never the card number nor the CVC), persisted per signed-in user (feature.ts);
// - `paymentChecks`: the payments whose outcome is unknown (docs/product-rules.md#payment-unknown),
//   each with its paying call as sent (its idempotency key; the card as its token, without the
//   bank account number), persisted per user and read by every tab, until the server answers;
// - `paymentsState`: the calls through the request cycle (options cached by timestamp, the e-pay
//   session, the processing with its failure payload, the e-transfer e-mail) and the last receipt,
//   in memory: the options' timestamp is 0 at each start, as docs/product-rules.md#payment-cache asks.
import { proxy } from 'valtio';
import { requestState, type RequestState } from '../../state/request-cycle.ts';
import type {
  PaymentsEPayPaymentInformationResponse,
  PaymentsProcessEPayPaymentResponse,
  PaymentsSendEmailResponse,
} from '../../api/generated/api-types.ts';
import { emptySteps } from '../../flow/flow-steps.ts';
import type { FlowDraft, FlowSteps } from '../../flow/flow-types.ts';
import type { CardBrand } from '../../../renderers/luhn.ts';
import type { StoredPaymentChecksState } from '../../generated/state/payment-checks.types.ts';
import { PAYMENT_STEPS, type PaymentAnswers } from './payment-step-ids.ts';
import type { PaymentOptions, PaymentType } from './payment-steps.ts';

export type PaymentDraft = FlowDraft<PaymentAnswers>;

function emptyPaymentSteps(): FlowSteps<PaymentAnswers> {
  return emptySteps<typeof PAYMENT_STEPS, PaymentAnswers>(PAYMENT_STEPS);
}

export function initialPaymentDraft(): PaymentDraft {
  return { steps: emptyPaymentSteps() };
}

export const paymentDraft = proxy<PaymentDraft>(initialPaymentDraft());

/** What the receipt shows once paid (or once the e-transfer instructions are sent). */
export interface PaymentReceipt {
  reference: string;
  type: PaymentType;
  amount: number;
  policies: { policyNumber: string; insuranceCompany: string }[];
  /** Card brand and last 4 digits, or the account's last 4 digits. */
  brand?: CardBrand;
  last4?: string;
  eTransferEmail?: string;
  payerName: string;
  payerEmail: string;
  /** ISO date-time of the payment. */
  at: string;
}

/**
 * Why the last send failed, for its one message (payments-messages.ts submitFailed,
 * docs/product-rules.md#payment-failures):
 * - `refused`: the server said no (or the amount is outside the e-pay session's limits): nothing
 *   was charged; its reason when the server gave one;
 * - `failed`: nothing left for the payment provider (the session or the e-mail call failed, or
 *   the connection was lost before paying): nothing was charged;
 * - `unknown`: the paying call may have gone through (its answer was lost or was a server error).
 */
export type PaymentFailure =
  | { kind: 'refused'; reason: string | null; bounds?: { minimum: number; maximum: number } }
  | { kind: 'failed'; offline: boolean }
  | { kind: 'unknown' };

/**
 * A payment whose paying call may have gone through: what it pays (the chosen policies' ids or the
 * visitor's typed number; the amount is the request's), its paying call as sent but for the bank
 * account number, and its receipt but for the reference. Typed from schemas/state/payment-checks.schema.json.
 */
export type UnconfirmedPayment = StoredPaymentChecksState['unconfirmed'][number];

export type PaymentChecks = StoredPaymentChecksState;

export function initialPaymentChecks(): PaymentChecks {
  return { unconfirmed: [] };
}

export const paymentChecks = proxy<PaymentChecks>(initialPaymentChecks());

/**
 * What the e-pay session call said of a visitor's typed policy, before the way to pay is chosen
 * (docs/product-rules.md#payment-visitors): its minimum and maximum, or that it takes no e-pay.
 */
export type PolicyLookup = { ePay: true; minimum: number; maximum: number } | { ePay: false };

export interface PaymentsState {
  options: RequestState<PaymentOptions>;
  ePay: RequestState<PaymentsEPayPaymentInformationResponse>;
  process: RequestState<PaymentsProcessEPayPaymentResponse>;
  sendEmail: RequestState<PaymentsSendEmailResponse>;
  receipt: PaymentReceipt | null;
  /** While the paying call's lost answer is asked again (nothing is said of the payment meanwhile). */
  checking: boolean;
  /** The last send's failure, null once a send starts or succeeds. */
  failure: PaymentFailure | null;
  /** A visitor's typed policies as the server answered them, by policy number (upper case). */
  policyLookups: Record<string, PolicyLookup>;
}

export function initialPaymentsState(): PaymentsState {
  return { options: requestState(), ePay: requestState(), process: requestState(), sendEmail: requestState(), receipt: null, checking: false, failure: null, policyLookups: {} };
}

export const paymentsState = proxy<PaymentsState>(initialPaymentsState());
