// Sending a payment (docs/product-rules.md#payments, docs/product-rules.md#calls): by card or bank transfer through e-pay —
// payments.ePayPaymentInformation opens a session, the card goes to the card provider for a token,
// payments.processEPayPayment pays — or, for an e-transfer, payments.sendEmail sends the
// instructions, which clears the selected policies. Each call goes through the request cycle
// (processing keeps the failure's payload). Both e-pay calls carry the attempt's idempotency key.
// The card number and CVC are read from memory for the provider only, and forgotten after the call.
// Just before the paying call leaves, the payment is kept as unknown (payment-checks.ts), and it
// stays so until the server has surely answered: when the answer is lost, the app asks again with
// the same key (the server answers a repeat with the first outcome) while saying it is checking;
// if no answer comes, or a server error, the outcome is unknown, said as such, and the same
// policies and amount are never paid again: "Check my payment" repeats the same paying call, with
// the same key, in this tab or another, after a reload (the card as its token: the number is not
// needed again; a bank account number is typed again).
import { api } from '../../api/api.ts';
import { ApiError, isServerMessage } from '../../api/api-error.ts';
import { isTransientFailure } from '../../api/transient-failure.ts';
import { callApi, type CallRequest, type CallResponse } from '../../api/call-api.ts';
import type { CallName } from '../../api/call-table.ts';
import { runRequest, type RequestKey, type RequestData } from '../../state/request-cycle.ts';
import { sessionState } from '../../state/session-state.ts';
import { requestCurrency } from '../../i18n/money.ts';
import type { Currency } from '../../settings/runtime.ts';
import { cardBrand } from '../../../renderers/luhn.ts';
import { cardSecrets, forgetCardSecrets } from './card-memory.ts';
import { tokenizeCard } from './card-tokenizer.ts';
import {
  paymentTypeOf,
  policiesAnswer,
  selectedPolicies,
  type PaymentSteps,
  type PaymentType,
} from './payment-steps.ts';
import { paymentDraft, paymentsState, type PaymentFailure, type PaymentReceipt, type PaymentsState, type UnconfirmedPayment } from './payment-state.ts';
import { forgetUnconfirmed, keepUnconfirmed, keptRequest, requestAgain, unconfirmedFor } from './payment-checks.ts';

/** Waits before asking again for the outcome of a paying call whose answer was lost. */
export const paymentCheck = { delaysMs: [1000, 2000, 4000] };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Payer {
  payerName: string;
  payerEmail: string;
}

/** A new attempt's key: a random UUID (letters, digits and dashes, as the API schema allows). */
export function newAttemptKey(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  return Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failure says for sure that nothing was paid, so the next try is a new attempt with a
 * new key: a refusal (4xx) does; a transient failure (isTransientFailure: a lost answer, a server
 * error, "try later") or a 409 does not — the payment may have gone through, and the same key
 * makes the server answer as it did.
 */
export function endsAttempt(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status < 400) return false;
  // 409: the same key is still being worked on by the server.
  return !isTransientFailure(error) && error.status !== 409;
}

/** A refusal's reason: the server's own message, else none (the sentence says enough). */
function reasonOf(error: unknown): string | null {
  return error instanceof ApiError && isServerMessage(error.message) ? error.message.trim() : null;
}

/**
 * A failure before anything could be paid (no paying call left): refused when the server said no,
 * else failed; nothing was charged either way (docs/product-rules.md#payment-failures).
 */
function failureBeforePaying(error: unknown): PaymentFailure {
  if (endsAttempt(error)) return { kind: 'refused', reason: reasonOf(error) };
  return { kind: 'failed', offline: error instanceof ApiError && error.kind === 'network' };
}

/** The policies paid as the calls take them: the chosen ids, or the visitor's typed policy number. */
type PolicyRef = { policyIds: [string, ...string[]] } | { policyNumber: string };

function policyRefOf(steps: PaymentSteps): PolicyRef {
  const { selectedPaymentPolicies = [], policyNumber } = policiesAnswer(steps);
  const [first, ...others] = selectedPaymentPolicies;
  return first !== undefined ? { policyIds: [first, ...others] } : { policyNumber: (policyNumber ?? '').trim() };
}

/** The amount, its currency (the brokerage's) and the note as every payment call takes them. */
function basics(steps: PaymentSteps): { amount: number; currency: Currency; notes?: string } {
  const { amount = 0, note } = policiesAnswer(steps);
  return { amount, currency: requestCurrency(), ...(note ? { notes: note } : {}) };
}

/** The policy numbers paid, as the payer knows them. */
function policyNumbersOf(steps: PaymentSteps): string[] {
  const { selectedPaymentPolicies, policyNumber } = policiesAnswer(steps);
  const chosen = selectedPolicies(paymentsState.options.data, selectedPaymentPolicies).map((policy) => policy.policyNumber);
  return chosen.length > 0 ? chosen : policyNumber ? [policyNumber.trim()] : [];
}

/** payments.ePayPaymentInformation's request. */
export function ePayInformationRequest(steps: PaymentSteps, idempotencyKey: string): CallRequest<'payments.ePayPaymentInformation'> {
  const { amount, currency } = basics(steps);
  return { ...policyRefOf(steps), amount, currency, idempotencyKey };
}

/** payments.processEPayPayment's request: the card as the provider's token, never its number. */
export function processRequest(steps: PaymentSteps, type: 'card' | 'bank', sessionId: string, payer: Payer, idempotencyKey: string, token?: string): CallRequest<'payments.processEPayPayment'> {
  const { amount, currency, notes } = basics(steps);
  const base = { sessionId, idempotencyKey, amount, currency, paymentType: type, ...payer, ...(notes ? { notes } : {}) };
  if (type === 'card') {
    const card = steps.card.value ?? {};
    return { ...base, card: { token: token ?? '', nameOnCard: card.nameOnCard ?? '', postalCode: card.postalCode ?? '' } };
  }
  const bank = steps.bank.value ?? {};
  return { ...base, bank: { accountHolder: bank.accountHolder ?? '', routingNumber: bank.routingNumber ?? '', accountNumber: cardSecrets().accountNumber ?? '' } };
}

/** payments.sendEmail's request: the e-transfer instructions for the payer. */
export function sendEmailRequest(steps: PaymentSteps, payer: Payer, policyNumbers: string[]): CallRequest<'payments.sendEmail'> {
  const { amount, currency, notes } = basics(steps);
  const { secretPassword } = steps.eTransfer.value ?? {};
  const ref = policyRefOf(steps);
  const rest = { amount, currency, ...payer, ...(secretPassword ? { secretPassword } : {}), ...(notes ? { notes } : {}) };
  // The numbers go along with the ids, so the e-mail names the policies as the payer knows them.
  if ('policyIds' in ref) return { ...ref, ...rest, ...(policyNumbers.length > 0 ? { policyNumber: policyNumbers.join(', ') } : {}) };
  return { ...ref, ...rest };
}

/** Who pays: the visitor's answers, or the signed-in user (name from the profile when it answers). */
async function payerOf(steps: PaymentSteps, type: PaymentType): Promise<Payer> {
  const user = sessionState.user;
  if (!user) {
    const { payerName = '', payerEmail = '' } = steps.payer.value ?? {};
    return { payerName, payerEmail };
  }
  const fallback = type === 'card' ? steps.card.value?.nameOnCard : type === 'bank' ? steps.bank.value?.accountHolder : undefined;
  try {
    const me = await callApi(api(), 'me.get', {});
    const name = `${me.profile.firstName} ${me.profile.lastName}`.trim();
    return { payerName: name || fallback || user.email, payerEmail: user.email };
  } catch {
    return { payerName: fallback || user.email, payerEmail: user.email };
  }
}

/** Runs call `name` through the request cycle into paymentsState[key]; throws its ApiError on failure. */
async function cycle<N extends CallName, K extends RequestKey<PaymentsState>>(key: K, name: N, request: CallRequest<N>, options: { keepPayload?: boolean } = {}): Promise<CallResponse<N>> {
  let failure: unknown;
  const outcome = await runRequest(
    paymentsState,
    key,
    () =>
      callApi(api(), name, request).catch((error: unknown) => {
        failure = error;
        throw error;
      }) as Promise<RequestData<PaymentsState, K>>,
    options,
  );
  if (!outcome.ok) throw failure ?? new Error(outcome.message);
  return outcome.data as CallResponse<N>;
}

function receiptOf(steps: PaymentSteps, type: PaymentType, reference: string, payer: Payer): PaymentReceipt {
  const { amount } = basics(steps);
  const chosen = selectedPolicies(paymentsState.options.data, policiesAnswer(steps).selectedPaymentPolicies).map(({ policyNumber, insuranceCompany }) => ({ policyNumber, insuranceCompany }));
  // A visitor's typed number: its insurer is not known here.
  const policies = chosen.length > 0 ? chosen : policyNumbersOf(steps).map((policyNumber) => ({ policyNumber, insuranceCompany: '' }));
  const receipt: PaymentReceipt = { reference, type, amount, policies, ...payer, at: new Date().toISOString() };
  if (type === 'card') {
    const number = cardSecrets().cardNumber ?? '';
    const brand = cardBrand(number);
    return { ...receipt, last4: number.slice(-4), ...(brand ? { brand } : {}) };
  }
  if (type === 'bank') return { ...receipt, last4: (cardSecrets().accountNumber ?? '').slice(-4) };
  return { ...receipt, eTransferEmail: paymentsState.options.data?.eTransferEmail ?? '' };
}

/** docs/product-rules.md#payments: sending the e-transfer e-mail clears the selected payment policies. */
function clearSelectedPolicies(): void {
  const answer = paymentDraft.steps.policies.value as Record<string, unknown> | undefined;
  if (!answer) return;
  const { selectedPaymentPolicies: _cleared, ...rest } = answer;
  paymentDraft.steps.policies = { value: rest, completed: false };
}

async function sendInstructions(steps: PaymentSteps): Promise<{ reference: string }> {
  const payer = await payerOf(steps, 'eTransfer');
  const answer = await cycle('sendEmail', 'payments.sendEmail', sendEmailRequest(steps, payer, policyNumbersOf(steps)));
  paymentsState.receipt = receiptOf(steps, 'eTransfer', answer.reference, payer);
  clearSelectedPolicies();
  return { reference: answer.reference };
}

/**
 * The paying call, asked again with the same key while its answer is lost (the server answers a
 * repeat with the first outcome). Throws the last failure when it stays lost.
 */
async function processAndConfirm(request: CallRequest<'payments.processEPayPayment'>): Promise<CallResponse<'payments.processEPayPayment'>> {
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        return await cycle('process', 'payments.processEPayPayment', request, { keepPayload: true });
      } catch (error) {
        const delay = paymentCheck.delaysMs[attempt];
        if (endsAttempt(error) || delay === undefined) throw error;
        paymentsState.checking = true;
        await wait(delay);
      }
    }
  } finally {
    paymentsState.checking = false;
  }
}

/** An amount outside the e-pay session's minimum and maximum: refused here, before anything is paid. */
class OutsideLimits extends Error {
  constructor(readonly bounds: { minimum: number; maximum: number }) {
    super('The amount is outside the payment’s limits.');
  }
}

const inCents = (amount: number) => Math.round(amount * 100);

/** A new payment through e-pay: the session, the card's token, then the paying call. */
async function payByEPay(steps: PaymentSteps, type: 'card' | 'bank'): Promise<{ reference: string }> {
  const key = newAttemptKey();
  let payment: UnconfirmedPayment;
  let request: CallRequest<'payments.processEPayPayment'>;
  try {
    const payer = await payerOf(steps, type);
    const session = await cycle('ePay', 'payments.ePayPaymentInformation', ePayInformationRequest(steps, key));
    // Everyone is held to the session's limits before paying (a visitor's typed policy too).
    const { amount } = basics(steps);
    if (inCents(amount) < inCents(session.minAmount) || inCents(amount) > inCents(session.maxAmount)) throw new OutsideLimits({ minimum: session.minAmount, maximum: session.maxAmount });
    let token: string | undefined;
    if (type === 'card') {
      const { cardNumber, cvc } = cardSecrets();
      const card = steps.card.value ?? {};
      if (!cardNumber || !cvc) throw new Error('The card number and CVC are needed again.');
      token = await tokenizeCard(
        { cardNumber, cvc, expiryMonth: card.expiryMonth ?? 0, expiryYear: card.expiryYear ?? 0, nameOnCard: card.nameOnCard ?? '', postalCode: card.postalCode ?? '' },
        session.providerPublicKey,
      );
    }
    request = processRequest(steps, type, session.sessionId, payer, key, token);
    const { reference: _none, at: _notYet, eTransferEmail: _noEmail, ...receipt } = receiptOf(steps, type, '', payer);
    const { selectedPaymentPolicies = [], policyNumber } = policiesAnswer(steps);
    payment = {
      ...(selectedPaymentPolicies.length > 0 ? { policyIds: [...selectedPaymentPolicies] } : { policyNumber: (policyNumber ?? '').trim() }),
      request: keptRequest(request),
      receipt: { ...receipt, type },
      sentAt: new Date().toISOString(),
    };
  } catch (error) {
    // Nothing went to the paying call: nothing was charged, and the next try is a new attempt.
    paymentsState.failure = error instanceof OutsideLimits ? { kind: 'refused', reason: null, bounds: error.bounds } : failureBeforePaying(error);
    throw error;
  }
  // Kept before it leaves: a reload or a closed tab meanwhile still knows it may be paid.
  keepUnconfirmed(payment);
  return settle(payment, request);
}

/** A payment whose outcome is unknown, checked: its paying call again, with its key. */
async function checkUnconfirmed(payment: UnconfirmedPayment): Promise<{ reference: string }> {
  const accountNumber = cardSecrets().accountNumber;
  if (payment.request.bank && !accountNumber) {
    paymentsState.failure = { kind: 'unknown' };
    throw new Error('The account number is needed again.');
  }
  return settle(payment, requestAgain(payment, accountNumber));
}

/** The paying call and what its answer says: paid, refused (nothing charged) or still unknown. */
async function settle(payment: UnconfirmedPayment, request: CallRequest<'payments.processEPayPayment'>): Promise<{ reference: string }> {
  let result: CallResponse<'payments.processEPayPayment'>;
  try {
    result = await processAndConfirm(request);
  } catch (error) {
    if (endsAttempt(error)) {
      forgetUnconfirmed(request.idempotencyKey);
      paymentsState.failure = { kind: 'refused', reason: reasonOf(error) };
    } else paymentsState.failure = { kind: 'unknown' };
    throw error;
  }
  forgetUnconfirmed(request.idempotencyKey);
  paymentsState.receipt = { ...payment.receipt, reference: result.receiptNumber, at: new Date().toISOString() };
  // What the policies owe has changed: the options are asked again next time.
  paymentsState.options.timestamp = 0;
  return { reference: result.receiptNumber };
}

/** The flow's submit: pays (card, bank) or sends the e-transfer instructions; the card is forgotten after, whatever the outcome. */
export async function submitPayment(steps: PaymentSteps): Promise<{ reference: string }> {
  const type = paymentTypeOf(steps);
  paymentsState.failure = null;
  try {
    // The same policies and amount as a payment whose outcome is unknown: checked, never paid again.
    const unconfirmed = unconfirmedFor(steps);
    if (unconfirmed) return await checkUnconfirmed(unconfirmed);
    if (!type) throw new Error('No payment type was chosen.');
    if (type !== 'eTransfer') return await payByEPay(steps, type);
    try {
      return await sendInstructions(steps);
    } catch (error) {
      paymentsState.failure = failureBeforePaying(error);
      throw error;
    }
  } finally {
    forgetCardSecrets();
  }
}
