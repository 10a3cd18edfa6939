// The payment flow's step map and answers, alone: the slice (on the first page) needs them, not the step rules.
import type { FlowAnswers, StepFormData, StepForms, StepId } from '../../flow/flow-types.ts';

/** The payment's steps in order: step id → its schema form. */
export const PAYMENT_STEPS = {
  policies: 'payment-policies',
  policyNumber: 'payment-policy-number',
  payer: 'payment-payer',
  type: 'payment-type',
  card: 'payment-card',
  bank: 'payment-bank',
  eTransfer: 'payment-e-transfer',
} as const satisfies StepForms;

export type PaymentStepId = StepId<typeof PAYMENT_STEPS>;

type Form<S extends PaymentStepId> = StepFormData<typeof PAYMENT_STEPS, S>;

/**
 * What the draft keeps per step: each form's data, typed from its schema — but never the card
 * number, the CVC nor the bank account number, which stay in memory (card-memory.ts).
 */
export type PaymentAnswers = FlowAnswers<
  typeof PAYMENT_STEPS,
  { card: Omit<Form<'card'>, 'cardNumber' | 'cvc'>; bank: Omit<Form<'bank'>, 'accountNumber' | 'accountNumberConfirmation'> }
>;
