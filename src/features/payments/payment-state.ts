// The payments feature's state (docs/product-rules.md#payments):
// - `paymentDraft`: the flow's answers (selectedPaymentPolicies, amount, type, method details —
//   never the card number nor the CVC) and the idempotency key of the payment attempt under way,
//   persisted per signed-in user (feature.ts);
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
import { PAYMENT_STEPS, type PaymentAnswers } from './payment-step-ids.ts';
import type { PaymentOptions, PaymentType } from './payment-steps.ts';

export interface PaymentDraft extends FlowDraft<PaymentAnswers> {
  /**
   * One per payment attempt, sent with both e-pay calls and kept (here, persisted) until the server
   * has answered for sure: a retry after a lost answer repeats it, so the server never pays twice.
   */
  attemptKey: string | null;
}

function emptyPaymentSteps(): FlowSteps<PaymentAnswers> {
  return emptySteps<typeof PAYMENT_STEPS, PaymentAnswers>(PAYMENT_STEPS);
}

export function initialPaymentDraft(): PaymentDraft {
  return { steps: emptyPaymentSteps(), attemptKey: null };
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

export interface PaymentsState {
  options: RequestState<PaymentOptions>;
  ePay: RequestState<PaymentsEPayPaymentInformationResponse>;
  process: RequestState<PaymentsProcessEPayPaymentResponse>;
  sendEmail: RequestState<PaymentsSendEmailResponse>;
  receipt: PaymentReceipt | null;
  /**
   * What is known of the last send beyond its request states: `checking` while the paying call's
   * lost answer is asked again, `unknown` when the connection stayed lost (it may have been paid),
   * `lost` when the connection was lost before anything was paid; null otherwise.
   */
  outcome: 'checking' | 'unknown' | 'lost' | null;
}

export function initialPaymentsState(): PaymentsState {
  return { options: requestState(), ePay: requestState(), process: requestState(), sendEmail: requestState(), receipt: null, outcome: null };
}

export const paymentsState = proxy<PaymentsState>(initialPaymentsState());
