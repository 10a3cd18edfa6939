// The payment as a flow (src/flow): the policies to pay and the amount, the payer (visitors only),
// the payment type, then the chosen method's step — card, bank account or e-transfer — a review and
// the submit. The payment's lookups come through formContext (the options' policies, the types they
// allow), its renderers through its registry; the card number and CVC stay in memory (card-memory).
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { PATHS } from '../../paths/paths.ts';
import { sessionState } from '../../state/session-state.ts';
import { setStepAnswer } from '../../flow/flow-draft.ts';
import { flowSubmitState } from '../../flow/flow-submit.ts';
import { flowSteps } from '../../flow/flow-steps.ts';
import type { FlowDefinition } from '../../flow/flow-types.ts';
import { cardBrand } from '../../../renderers/luhn.ts';
import { BANK_SECRET_FIELDS, cardEntry, cardSecrets, forgetCardSecrets, onCardSecretsForgotten, takeCardSecrets, takeSecrets, withCardSecrets, withSecrets } from './card-memory.ts';
import { paymentRegistry, type PaymentFormContext } from './payment-renderers.tsx';
import {
  PAYMENT_STEPS,
  amountBounds,
  availablePaymentTypes,
  masked,
  paymentTypeOf,
  policiesAnswer,
  selectedPolicies,
  type PaymentAnswers,
  type PaymentStepId,
  type PaymentType,
  type PoliciesAnswer,
} from './payment-steps.ts';
import { paymentChecks, paymentDraft, paymentsState } from './payment-state.ts';
import { submitPayment } from './payment-submit.ts';
import { unconfirmedFor } from './payment-checks.ts';
import { lookUpPolicy, policyLookupOf } from './visitor-policy.ts';
import { ETransferInstructions } from './e-transfer-instructions.tsx';
import { PaymentReceiptView } from './payment-receipt.tsx';
import { ReviewPrompt } from '../../ui/review/review-prompt.tsx';
import { currentCountry } from '../../i18n/country.ts';
import { brandMessages, paymentFlowMessages, reviewMessages as r, reviewValueMessages as rv, stepTitles } from './payments-messages.ts';
import { formatMoney, moneyFormat } from '../../i18n/money.ts';
import { RUNTIME_BOUNDS_KEY, type RuntimeBounds } from '../../../renderers/money-rules.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="review-answer">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PoliciesReview({ value }: { value: PoliciesAnswer }) {
  const intl = useIntl();
  const { options } = useSnapshot(paymentsState);
  const chosen = selectedPolicies(options.data as never, value.selectedPaymentPolicies);
  return (
    <dl className="review-answers">
      {value.policyNumber ? (
        <Row label={intl.formatMessage(r.policyNumber)}>{value.policyNumber}</Row>
      ) : (
        <Row label={intl.formatMessage(r.policies)}>
          <ul className="payment-review-policies">
            {chosen.map((policy) => (
              <li key={policy.id}>{`${policy.policyNumber} · ${policy.insuranceCompany}`}</li>
            ))}
          </ul>
        </Row>
      )}
      {typeof value.amount === 'number' && <Row label={intl.formatMessage(r.amount)}>{formatMoney(intl, value.amount)}</Row>}
      {value.note && <Row label={intl.formatMessage(r.note)}>{value.note}</Row>}
    </dl>
  );
}

function CardReview({ value }: { value: PaymentAnswers['card'] }) {
  const intl = useIntl();
  useSnapshot(paymentChecks);
  const { cardNumber } = cardSecrets();
  // A payment whose outcome is unknown is checked with its card's token: its card, as it was shown.
  const kept = unconfirmedFor(paymentDraft.steps)?.receipt;
  const brand = cardNumber ? cardBrand(cardNumber) : kept?.brand;
  const last4 = cardNumber ?? kept?.last4;
  return (
    <dl className="review-answers">
      <Row label={intl.formatMessage(r.card)}>
        {last4 ? intl.formatMessage(rv.cardNumber, { brand: brand ? intl.formatMessage(brandMessages[brand]) : '', number: masked(last4) }).trim() : <em>{intl.formatMessage(r.cardAgain)}</em>}
      </Row>
      {value.expiryMonth !== undefined && value.expiryYear !== undefined && (
        <Row label={intl.formatMessage(r.expiry)}>{`${String(value.expiryMonth).padStart(2, '0')}/${value.expiryYear}`}</Row>
      )}
      {value.nameOnCard && <Row label={intl.formatMessage(r.nameOnCard)}>{value.nameOnCard}</Row>}
      {value.postalCode && <Row label={intl.formatMessage(rv.postalCode, { country: currentCountry() })}>{value.postalCode}</Row>}
    </dl>
  );
}

function BankReview({ value }: { value: PaymentAnswers['bank'] }) {
  const intl = useIntl();
  const { accountNumber } = cardSecrets();
  return (
    <dl className="review-answers">
      {value.accountHolder && <Row label={intl.formatMessage(r.accountHolder)}>{value.accountHolder}</Row>}
      {value.routingNumber && <Row label={intl.formatMessage(r.routingNumber)}>{value.routingNumber}</Row>}
      {accountNumber && <Row label={intl.formatMessage(r.account)}>{masked(accountNumber)}</Row>}
    </dl>
  );
}

const visitorsOnly = () => sessionState.user === null;

/**
 * The ways to pay the answers allow: the chosen policies' (availablePaymentTypes); for a visitor's
 * typed policy, no card nor bank once the server said it takes no e-pay (visitor-policy.ts).
 */
function paymentTypesNow(): PaymentType[] {
  const answer = policiesAnswer(paymentDraft.steps);
  const types = availablePaymentTypes(paymentsState.options.data, answer.selectedPaymentPolicies);
  const typed = (answer.selectedPaymentPolicies ?? []).length === 0 ? policyLookupOf(answer.policyNumber) : undefined;
  return typed?.ePay === false ? types.filter((type) => type === 'eTransfer') : types;
}

/** A visitor's amount within the typed policy's own minimum and maximum, once the server gave them. */
function withinTypedPolicy({ policyNumber, amount }: PaymentAnswers['policyNumber']): boolean {
  const lookup = policyLookupOf(policyNumber);
  return !lookup?.ePay || (typeof amount === 'number' && amount >= lookup.minimum && amount <= lookup.maximum);
}

/**
 * Each step's title and rules. A signed-in user chooses among the account's policies; a visitor
 * types a policy number and says who pays (docs/product-rules.md#payments: visitors can pay; a
 * signed-in user is the payer). The card number, the CVC and the bank account number stay in memory
 * (card-memory): the stored answers never have them; the forms get them back from memory.
 */
const steps = flowSteps<typeof PAYMENT_STEPS, PaymentAnswers>(PAYMENT_STEPS, {
  policies: {
    title: stepTitles.policies,
    applies: () => sessionState.user !== null,
    // Within the chosen policies' own minimum and maximum (the form says so at the amount).
    isComplete: ({ selectedPaymentPolicies, amount }) => {
      const bounds = amountBounds(selectedPolicies(paymentsState.options.data, selectedPaymentPolicies));
      return !bounds || (typeof amount === 'number' && amount >= bounds.minimum && amount <= bounds.maximum);
    },
    // The form may hand an empty slot for the list's first item: only policy ids are kept.
    fromForm: ({ selectedPaymentPolicies, ...rest }) => {
      const ids = (selectedPaymentPolicies ?? []).filter((id): id is string => typeof id === 'string' && id !== '');
      return ids.length > 0 ? { ...rest, selectedPaymentPolicies: ids } : rest;
    },
    review: (value) => <PoliciesReview value={value ?? {}} />,
  },
  // A visitor is held to the typed policy's own minimum and maximum, as a signed-in user is to the
  // chosen policies' (docs/product-rules.md#payment-visitors): the server is asked at Next.
  policyNumber: { title: stepTitles.policyNumber, applies: visitorsOnly, isComplete: withinTypedPolicy, review: (value) => <PoliciesReview value={value ?? {}} /> },
  payer: { title: stepTitles.payer, applies: visitorsOnly },
  // Completed only with a type the options and the chosen policies allow.
  type: {
    title: stepTitles.type,
    isComplete: ({ paymentType }) => paymentType !== undefined && paymentTypesNow().includes(paymentType),
  },
  card: {
    title: stepTitles.card,
    applies: (answers) => paymentTypeOf(answers) === 'card',
    toForm: (value) => withCardSecrets(value),
    fromForm: (data) => takeCardSecrets(data),
    review: (value) => <CardReview value={value ?? {}} />,
  },
  bank: {
    title: stepTitles.bank,
    applies: (answers) => paymentTypeOf(answers) === 'bank',
    toForm: (value) => withSecrets(value, BANK_SECRET_FIELDS),
    fromForm: (data) => takeSecrets(data, BANK_SECRET_FIELDS),
    review: (value) => <BankReview value={value ?? {}} />,
  },
  eTransfer: { title: stepTitles.eTransfer, applies: (answers) => paymentTypeOf(answers) === 'eTransfer' },
});

const registry = paymentRegistry();

/** Which branch of the flow's texts: the type being paid (or checked), or the one just paid once sent. */
function methodNow(): string {
  const sent = flowSubmitState('payment').submit.success === true;
  return (sent ? paymentsState.receipt?.type : (unconfirmedFor(paymentDraft.steps)?.request.paymentType ?? paymentTypeOf(paymentDraft.steps))) ?? 'other';
}

/** A refusal's reason as the message takes it: said in our words when it is one we know. */
function refusalReason(reason: string | null, method: string): { reason: string; detail: string } {
  const known = reason?.trim().replace(/\.$/, '').toLowerCase();
  // 'Unable to process your card' and 'Payment not completed' are the product's own texts
  // (docs/product-rules.md#payments): said in the user's language, never twice.
  if (known === 'unable to process your card' || (!known && method === 'card')) return { reason: 'card', detail: '' };
  if (!reason || known === 'payment not completed') return { reason: 'none', detail: '' };
  // A sentence of its own within the text: ended with a full stop when the server gave none.
  return { reason: 'server', detail: ` ${reason.trim()}${/[.!?…]$/.test(reason.trim()) ? '' : '.'}` };
}

/** The failure's values for its one message (payments-messages.ts submitFailed). */
function failureValues(format: Intl.NumberFormat, method: string, unconfirmed: boolean): Record<string, string> {
  const failure = paymentsState.failure;
  const none = { reason: 'none', detail: '', minimum: '', maximum: '', offline: 'no' };
  if (unconfirmed || !failure || failure.kind === 'unknown') return { ...none, failure: 'unknown' };
  if (failure.kind === 'failed') return { ...none, failure: 'failed', offline: failure.offline ? 'yes' : 'no' };
  if (failure.bounds) return { ...none, failure: 'refused', reason: 'bounds', minimum: format.format(failure.bounds.minimum), maximum: format.format(failure.bounds.maximum) };
  return { ...none, failure: 'refused', ...refusalReason(failure.reason, method) };
}

function useEntryPrefill(current: PaymentStepId | 'review') {
  const { options } = useSnapshot(paymentsState);
  const secret = options.data?.eTransferSecret;
  // The e-transfer's answer starts as the brokerage's secret (docs/product-rules.md#payments eTransferSecret).
  useEffect(() => {
    if (current !== 'eTransfer' || !secret || paymentDraft.steps.eTransfer.value !== undefined) return;
    void setStepAnswer(paymentFlow, 'eTransfer', { secretPassword: secret });
  }, [current, secret]);
}

export const paymentFlow: FlowDefinition<typeof PAYMENT_STEPS, PaymentAnswers> = {
  id: 'payment',
  path: PATHS.payments,
  forms: PAYMENT_STEPS,
  steps,
  draft: paymentDraft,
  messages: paymentFlowMessages,
  registry,
  // The amount in the UI's locale now (not the language the runtime started in): the Pay button
  // follows a language switch without a reload.
  messageValues: (runtime, locale) => {
    const amount = policiesAnswer(paymentDraft.steps).amount;
    const format = new Intl.NumberFormat(locale, moneyFormat(runtime.currency));
    const known = typeof amount === 'number';
    const method = methodNow();
    const unconfirmed = unconfirmedFor(paymentDraft.steps) !== undefined;
    return { broker: runtime.brokerLabel, method, amount: known ? format.format(amount) : '', hasAmount: known ? 'yes' : 'no', check: unconfirmed ? 'yes' : 'no', ...failureValues(format, method, unconfirmed) };
  },
  submit: (steps) => submitPayment(steps),
  // The same policies and amount as a payment whose outcome is unknown: checked, never paid again
  // (docs/product-rules.md#payment-unknown); a card's check needs nothing typed, a bank's the account number.
  unconfirmedSend: (steps) => {
    const unconfirmed = unconfirmedFor(steps);
    return unconfirmed ? { ready: unconfirmed.request.paymentType === 'card' || Boolean(cardSecrets().accountNumber) } : null;
  },
  formContext: (step) => {
    const options = paymentsState.options.data;
    const context: PaymentFormContext = {
      paymentPolicies: options?.policies ?? [],
      paymentTypes: paymentTypesNow(),
    };
    // Each policy has its own minimum and maximum: the amount is checked against those chosen.
    const bounds = (data: unknown): RuntimeBounds => {
      const found = amountBounds(selectedPolicies(paymentsState.options.data, (data as PoliciesAnswer | undefined)?.selectedPaymentPolicies));
      return found ? { amount: found } : {};
    };
    if (step === 'policies') return { ...context, [RUNTIME_BOUNDS_KEY]: bounds };
    // A visitor's typed policy has its own minimum and maximum once the server gave them.
    if (step === 'policyNumber') {
      return {
        [RUNTIME_BOUNDS_KEY]: (data: unknown): RuntimeBounds => {
          const lookup = policyLookupOf((data as PoliciesAnswer | undefined)?.policyNumber);
          return lookup?.ePay ? { amount: { minimum: lookup.minimum, maximum: lookup.maximum } } : {};
        },
      };
    }
    return step === 'type' ? (context as Record<string, unknown>) : {};
  },
  // A visitor's typed policy: its limits and ways to pay, asked before moving on (visitor-policy.ts).
  checkStep: async (step) => {
    if (step !== 'policyNumber') return;
    const { policyNumber, amount } = paymentDraft.steps.policyNumber.value ?? {};
    await lookUpPolicy(policyNumber, amount);
  },
  // The type allowed depends on the chosen policies: checked again when they change.
  onAnswerChange: (step) => {
    if (step === 'policies' || step === 'policyNumber') queueMicrotask(() => void setStepAnswer(paymentFlow, 'type', paymentDraft.steps.type.value));
  },
  // Start over clears the answers, never a payment whose outcome is unknown (payment-checks.ts).
  onReset: () => {
    paymentsState.failure = null;
    forgetCardSecrets();
  },
  stepExtras: (step) => (step === 'eTransfer' ? <ETransferInstructions /> : null),
  // The receipt; once a payment is made (not when e-transfer instructions are sent), the rating prompt.
  sentExtras: (reference) => (
    <>
      <PaymentReceiptView />
      {paymentsState.receipt?.type !== 'eTransfer' && <ReviewPrompt context="payment" reference={reference} />}
    </>
  ),
  useFlowEffects: (current) => {
    // The card form gets the number and CVC from memory: the flow re-renders when they change, so
    // the form's data is never older than what was just typed.
    const { version } = useSnapshot(cardEntry);
    void version;
    // Another tab may have checked (or kept) a payment of these answers: the review follows.
    useSnapshot(paymentChecks);
    useEntryPrefill(current);
    // A visitor's typed policy not asked about in this page (a reload on a later step): asked now,
    // so the ways to pay offered and the steps' completion follow what the server says of it. Not
    // while the number is typed: Next asks then (checkStep).
    const { policyLookups } = useSnapshot(paymentsState);
    const typed = useSnapshot(paymentDraft).steps.policyNumber.value;
    useEffect(() => {
      if (sessionState.user !== null || current === 'policyNumber' || !typed?.policyNumber) return;
      void lookUpPolicy(typed.policyNumber, typed.amount).then(() => {
        void setStepAnswer(paymentFlow, 'policyNumber', paymentDraft.steps.policyNumber.value);
        void setStepAnswer(paymentFlow, 'type', paymentDraft.steps.type.value);
      });
    }, [current, typed?.policyNumber, typed?.amount]);
    void policyLookups;
    // Once the secrets are forgotten (sent, or the screen left), the card and bank steps need them again.
    useEffect(
      () =>
        onCardSecretsForgotten(() => {
          void setStepAnswer(paymentFlow, 'card', paymentDraft.steps.card.value);
          void setStepAnswer(paymentFlow, 'bank', paymentDraft.steps.bank.value);
        }),
      [],
    );
  },
};
