// The payment flow's steps (docs/product-rules.md#payments, docs/product-rules.md#form-rules) and its rules beyond "answered and
// valid": which payment types the options and the chosen policies allow, when there is nothing to
// pay, what the chosen policies owe, and how a card or an account number is shown masked. Pure.
import type { PaymentPolicy, PaymentsGetPaymentOptionsResponse } from '../../api/generated/api-types.ts';
import type { FlowSteps } from '../../flow/flow-types.ts';

import { PAYMENT_STEPS, type PaymentAnswers, type PaymentStepId } from './payment-step-ids.ts';

export { PAYMENT_STEPS, type PaymentAnswers, type PaymentStepId };
export type PaymentSteps = Readonly<FlowSteps<PaymentAnswers>>;

export const PAYMENT_TYPES = ['card', 'bank', 'eTransfer'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export type PaymentOptions = PaymentsGetPaymentOptionsResponse;

/**
 * The first step's answer: the policies chosen among the account's (selectedPaymentPolicies,
 * docs/product-rules.md#payments) — or, for a visitor, who is shown no account's policies, the policy number typed — the
 * amount in CAD and a note.
 */
export type PoliciesAnswer = PaymentAnswers['policies'] & PaymentAnswers['policyNumber'];

/** The first step's answer: the signed-in user's choice when there is one, else the visitor's policy number. */
export function policiesAnswer(steps: PaymentSteps): PoliciesAnswer {
  const chosen = steps.policies.value ?? {};
  if ((chosen.selectedPaymentPolicies ?? []).length > 0) return chosen;
  const typed = steps.policyNumber.value;
  return typed?.policyNumber ? typed : chosen;
}

/** The chosen payment type, when one of the known ones is chosen. */
export function paymentTypeOf(steps: PaymentSteps): PaymentType | undefined {
  const type = steps.type.value?.paymentType;
  return type !== undefined && PAYMENT_TYPES.includes(type) ? type : undefined;
}

/** The chosen policies, in the options' order (ids the options no longer list are left out). */
export function selectedPolicies(options: PaymentOptions | null | undefined, ids: readonly string[] | undefined): PaymentPolicy[] {
  if (!options || !ids) return [];
  return options.policies.filter((policy) => ids.includes(policy.id));
}

/**
 * Payment types offered: card and bank transfer go through e-pay (isEPayPolicy), and every chosen
 * policy must take e-pay (docs/product-rules.md#payments isEPayPolicy; the server refuses it otherwise); e-transfer when
 * the brokerage takes them (isETransfer). Before any policy is chosen, e-pay is offered when some
 * policy takes it.
 */
export function availablePaymentTypes(options: PaymentOptions | null | undefined, ids: readonly string[] | undefined): PaymentType[] {
  if (!options) return [];
  const chosen = selectedPolicies(options, ids);
  // A visitor is given no policies: e-pay when the brokerage offers it (the server checks the policy).
  const ePay = options.isEPayPolicy && (chosen.length > 0 ? chosen.every((policy) => policy.isEPay) : options.policies.length === 0 || options.policies.some((policy) => policy.isEPay));
  return [...(ePay ? (['card', 'bank'] as const) : []), ...(options.isETransfer ? (['eTransfer'] as const) : [])];
}

/**
 * Something to pay and a way to pay it; otherwise the screen shows customNoPaymentOptionsLabel. A
 * visitor is given no account's policies: they type a policy number, so a way to pay is enough.
 */
export function hasPaymentOptions(options: PaymentOptions, signedIn: boolean): boolean {
  return (!signedIn || options.policies.length > 0) && (options.isEPayPolicy || options.isETransfer);
}

/** What the chosen policies still owe, in CAD with 2 decimals. */
export function amountDue(policies: readonly PaymentPolicy[]): number {
  return Math.round(policies.reduce((sum, policy) => sum + policy.amountDue, 0) * 100) / 100;
}

/**
 * The amount the chosen policies accept, in CAD: the sum of their own minimums and maximums (as
 * the e-pay session counts them); undefined with none chosen.
 */
export function amountBounds(policies: readonly PaymentPolicy[]): { minimum: number; maximum: number } | undefined {
  if (policies.length === 0) return undefined;
  const cents = (n: number) => Math.round(n * 100) / 100;
  return { minimum: cents(policies.reduce((sum, p) => sum + p.minimumAmount, 0)), maximum: cents(policies.reduce((sum, p) => sum + p.maximumAmount, 0)) };
}

/** A card or account number as shown once given: its last 4 digits only, e.g. '•••• 4242'. */
export function masked(number: string | undefined): string {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length === 0 ? '' : `•••• ${digits.slice(-4)}`;
}

/** A card number typed with spaces or dashes, as digits only (what the form stores). */
export function cardDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Digits in groups as printed on the card: 4-6-5 for American Express, else groups of 4. */
export function groupedCardNumber(digits: string): string {
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) out.push(digits.slice(at));
  return out.join(' ');
}
