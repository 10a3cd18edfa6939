// Sending a payment without a screen (fixture backend, msw/node): the options' timestamp cache,
// which failures end an attempt, the requests never holding the card number or CVC, a payment
// whose outcome is unknown kept (without card data) and checked with its key, and the e-transfer
// e-mail clearing the selected policies.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { fixtureServer, resetFixtureBackend } from '../../../fixtures/backend/node.ts';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { FIXTURE_TEST_BASE, signedInSession } from '../../../fixtures/backend/test-session.ts';
import { configureApi } from '../../api/api.ts';
import { ApiError } from '../../api/api-error.ts';
import { CACHE_MAX_AGE, resetRequest } from '../../state/request-cycle.ts';
import { runCall } from '../../state/run-call.ts';
import { sessionState } from '../../state/session-state.ts';
import { BANK_SECRET_FIELDS, cardSecrets, takeCardSecrets, takeSecrets } from './card-memory.ts';
import { initialPaymentChecks, initialPaymentDraft, initialPaymentsState, paymentChecks, paymentDraft, paymentsState } from './payment-state.ts';
import { endsAttempt, ePayInformationRequest, newAttemptKey, paymentCheck, processRequest, sendEmailRequest, submitPayment } from './payment-submit.ts';
import { subscribe } from 'valtio/vanilla';
import type { PaymentSteps } from './payment-steps.ts';

const CARD = '4242424242424242';
const CVC = '737';

/**
 * Whether data holds the CVC: as a value, or under a key that names it. Not a substring search: a
 * random token or a timestamp can hold the digits 737 by chance.
 */
function holdsCvc(data: unknown): boolean {
  if (typeof data === 'string' || typeof data === 'number') return String(data) === CVC;
  if (Array.isArray(data)) return data.some(holdsCvc);
  if (data && typeof data === 'object') return Object.entries(data).some(([key, value]) => /cvc|cvv|securityCode/i.test(key) || holdsCvc(value));
  return false;
}

/** Bodies of the requests that reached the fixture backend, by path. */
const sent: { path: string; body: string }[] = [];
/** The account's token: a visitor is given no account's policies. */
let token: string | undefined;

beforeAll(() => {
  fixtureServer.listen({ onUnhandledRequest: 'error' });
  fixtureServer.events.on('request:start', async ({ request }) => {
    if (request.method !== 'GET') sent.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
  });
  configureApi({ base: FIXTURE_TEST_BASE, assetBase: FIXTURE_TEST_BASE, brokerId: 'maplecrest', language: () => 'en', selectedLanguage: () => undefined, token: () => token, onTokenRenewed: () => undefined, onRenewFailed: () => undefined });
});
afterAll(() => {
  fixtureServer.events.removeAllListeners();
  fixtureServer.close();
});
beforeEach(async () => {
  resetFixtureBackend();
  fixtureServer.resetHandlers();
  token = (await signedInSession()).token;
  paymentCheck.delaysMs = [5, 5];
  sent.length = 0;
  Object.assign(paymentDraft, initialPaymentDraft());
  Object.assign(paymentsState, initialPaymentsState());
  Object.assign(paymentChecks, initialPaymentChecks());
  sessionState.user = null;
  await runCall(paymentsState, 'options', 'payments.getPaymentOptions', {});
});
afterEach(() => setFailures([]));

function answers(type: 'card' | 'bank' | 'eTransfer'): PaymentSteps {
  const steps = initialPaymentDraft().steps;
  steps.policies = { value: { selectedPaymentPolicies: ['pay-auto-1'], amount: 80, note: 'March' }, completed: true };
  steps.payer = { value: { payerName: 'Ana Silva', payerEmail: 'ana@example.ca' }, completed: true };
  steps.type = { value: { paymentType: type }, completed: true };
  steps.card = { value: takeCardSecrets({ nameOnCard: 'ANA SILVA', cardNumber: CARD, expiryMonth: 4, expiryYear: 2031, cvc: CVC, postalCode: 'M5X 1A9' }), completed: true };
  steps.bank = { value: takeSecrets({ accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '7654321', accountNumberConfirmation: '7654321' }, BANK_SECRET_FIELDS), completed: true };
  steps.eTransfer = { value: { secretPassword: 'maplecrest2026' }, completed: true };
  return steps;
}

function use(steps: PaymentSteps) {
  Object.assign(paymentDraft.steps, structuredClone(steps));
  return paymentDraft.steps;
}

describe('payment options cache (docs/product-rules.md#payment-cache)', () => {
  it('serves the options while fresh, asks again once stale, and resets the timestamp when a run starts or fails', async () => {
    let now = 1_000_000;
    const options = { maxAge: CACHE_MAX_AGE.paymentOptions, now: () => now };
    resetRequest(paymentsState.options);
    sent.length = 0;
    let calls = 0;
    fixtureServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/payments/getPaymentOptions')) calls += 1;
    });
    expect((await runCall(paymentsState, 'options', 'payments.getPaymentOptions', {}, options)).ok).toBe(true);
    expect(paymentsState.options.timestamp).toBe(now);
    now += CACHE_MAX_AGE.paymentOptions - 1;
    expect(await runCall(paymentsState, 'options', 'payments.getPaymentOptions', {}, options)).toMatchObject({ ok: true, fromCache: true });
    expect(calls).toBe(1);
    now += 1;
    const running = runCall(paymentsState, 'options', 'payments.getPaymentOptions', {}, options);
    expect(paymentsState.options.timestamp).toBe(0);
    expect(await running).toMatchObject({ ok: true, fromCache: false });
    expect(calls).toBe(2);
    setFailures(['/payments/getPaymentOptions']);
    now += CACHE_MAX_AGE.paymentOptions;
    expect((await runCall(paymentsState, 'options', 'payments.getPaymentOptions', {}, options)).ok).toBe(false);
    expect(paymentsState.options).toMatchObject({ success: false, timestamp: 0 });
    // The options shown before stay (nothing shown disappears), but are never served as fresh.
    expect(paymentsState.options.data?.policies.length).toBeGreaterThan(0);
    setFailures([]);
    expect(await runCall(paymentsState, 'options', 'payments.getPaymentOptions', {}, options)).toMatchObject({ ok: true, fromCache: false });
  });

  it('starts stale: the slice is not persisted, its timestamp is 0 at each start', () => {
    expect(initialPaymentsState().options.timestamp).toBe(0);
  });
});

describe('attempts and their key', () => {
  it.each([
    [new ApiError({ message: 'x', code: 402, status: 402, severity: 'high', kind: 'http' }), true],
    [new ApiError({ message: 'x', code: 400, status: 400, severity: 'high', kind: 'http' }), true],
    [new ApiError({ message: 'x', code: 404, status: 404, severity: 'high', kind: 'http' }), true],
    [new ApiError({ message: 'x', code: 500, status: 500, severity: 'high', kind: 'http' }), false],
    [new ApiError({ message: 'x', code: 503, status: 503, severity: 'high', kind: 'http' }), false],
    [new ApiError({ message: 'x', code: 408, status: 408, severity: 'high', kind: 'http' }), false],
    [new ApiError({ message: 'x', code: 429, status: 429, severity: 'high', kind: 'http' }), false],
    [new ApiError({ message: 'x', code: 425, status: 425, severity: 'high', kind: 'http' }), false],
    [new ApiError({ message: 'x', code: 409, status: 409, severity: 'high', kind: 'http' }), false],
    [new ApiError({ message: 'x', code: 400, status: 0, severity: 'low', kind: 'network' }), false],
    [new Error('provider down'), false],
  ])('%s ends the attempt: %s', (error, ends) => {
    expect(endsAttempt(error)).toBe(ends);
  });

  it('makes keys the API accepts, one per attempt', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newAttemptKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('keeps a payment whose answer was lost, without card data, and checks it with the same key and call: the server answers with the first payment', async () => {
    const steps = use(answers('card'));
    setFailures(['/payments/processEPayPayment:network']);
    await expect(submitPayment(steps)).rejects.toMatchObject({ kind: 'network' });
    expect(paymentsState.failure).toEqual({ kind: 'unknown' });
    expect(cardSecrets()).toEqual({});
    expect(paymentChecks.unconfirmed).toHaveLength(1);
    const [kept] = paymentChecks.unconfirmed;
    expect(kept).toMatchObject({ policyIds: ['pay-auto-1'], request: { amount: 80, paymentType: 'card', card: { token: expect.stringMatching(/^tok_visa_4242_/) } }, receipt: { brand: 'visa', last4: '4242' } });
    expect(JSON.stringify(paymentChecks)).not.toContain(CARD);
    expect(holdsCvc(JSON.parse(JSON.stringify(paymentChecks)))).toBe(false);
    setFailures([]);
    // Nothing typed again: the check is the same paying call.
    const checked = await submitPayment(steps);
    expect(checked.reference).toMatch(/^R-/);
    const again = sent.filter((entry) => entry.path.endsWith('/processEPayPayment')).map((entry) => JSON.parse(entry.body) as { idempotencyKey: string });
    expect(new Set(again.map((body) => body.idempotencyKey))).toEqual(new Set([kept?.request.idempotencyKey]));
    expect(again.at(-1)).toEqual(again[0]);
    expect(sent.filter((entry) => entry.path.endsWith('/ePayPaymentInformation'))).toHaveLength(1);
    expect(paymentChecks.unconfirmed).toEqual([]);
    expect(paymentsState.receipt).toMatchObject({ reference: checked.reference, brand: 'visa', last4: '4242', amount: 80 });
  });

  it('checks a bank payment whose answer was lost only with its account number typed again, never kept', async () => {
    const steps = use(answers('bank'));
    fixtureServer.use(http.post('*/payments/processEPayPayment', () => HttpResponse.json({ data: { error: { message: 'Down' }, code: 503 } }, { status: 503 })));
    await expect(submitPayment(steps)).rejects.toBeInstanceOf(ApiError);
    expect(paymentsState.failure).toEqual({ kind: 'unknown' });
    expect(paymentChecks.unconfirmed[0]?.request.bank).toEqual({ accountHolder: 'Ana Silva', routingNumber: '000123456' });
    expect(JSON.stringify(paymentChecks)).not.toContain('7654321');
    fixtureServer.resetHandlers();
    const calls = sent.length;
    await expect(submitPayment(steps)).rejects.toThrow('The account number is needed again.');
    expect(sent).toHaveLength(calls);
    takeSecrets({ accountNumber: '7654321', accountNumberConfirmation: '7654321' }, BANK_SECRET_FIELDS);
    const checked = await submitPayment(steps);
    expect(checked.reference).toMatch(/^R-/);
    const bodies = sent.filter((entry) => entry.path.endsWith('/processEPayPayment')).map((entry) => JSON.parse(entry.body) as { idempotencyKey: string; bank: { accountNumber: string } });
    expect(new Set(bodies.map((body) => body.idempotencyKey)).size).toBe(1);
    expect(bodies.at(-1)?.bank.accountNumber).toBe('7654321');
    expect(paymentChecks.unconfirmed).toEqual([]);
  });

  it('ends a payment whose outcome was unknown once a check is refused; another amount is a new payment', async () => {
    const steps = use(answers('card'));
    setFailures(['/payments/processEPayPayment:500']);
    await expect(submitPayment(steps)).rejects.toBeInstanceOf(ApiError);
    const key = paymentChecks.unconfirmed[0]?.request.idempotencyKey;
    // Another amount is another payment: paid at once, with a key of its own.
    setFailures([]);
    takeCardSecrets({ cardNumber: CARD, cvc: CVC });
    paymentDraft.steps.policies = { value: { selectedPaymentPolicies: ['pay-auto-1'], amount: 81 }, completed: true };
    await submitPayment(paymentDraft.steps);
    const keys = sent.filter((entry) => entry.path.endsWith('/processEPayPayment')).map((entry) => (JSON.parse(entry.body) as { idempotencyKey: string }).idempotencyKey);
    expect(keys.at(-1)).not.toBe(key);
    expect(paymentChecks.unconfirmed.map((payment) => payment.request.idempotencyKey)).toEqual([key]);
    // Back to the first amount: checked, and refused this time (nothing charged): it is over.
    paymentDraft.steps.policies = { value: { selectedPaymentPolicies: ['pay-auto-1'], amount: 80 }, completed: true };
    setFailures(['/payments/processEPayPayment:402']);
    await expect(submitPayment(paymentDraft.steps)).rejects.toBeInstanceOf(ApiError);
    expect(paymentsState.failure).toMatchObject({ kind: 'refused' });
    expect(paymentChecks.unconfirmed).toEqual([]);
  });

  it('asks again with the same key when the answer is lost, saying it is checking meanwhile, and reports what the server did', async () => {
    const steps = use(answers('card'));
    let lost = 0;
    fixtureServer.use(http.post('*/payments/processEPayPayment', () => (lost++ === 0 ? HttpResponse.error() : undefined)));
    const checking: boolean[] = [];
    const stop = subscribe(paymentsState, () => checking.push(paymentsState.checking));
    const result = await submitPayment(steps);
    stop();
    expect(result.reference).toMatch(/^R-/);
    expect(checking).toContain(true);
    expect(paymentsState.checking).toBe(false);
    expect(paymentsState.failure).toBeNull();
    const keys = sent.filter((entry) => entry.path.endsWith('/processEPayPayment')).map((entry) => (JSON.parse(entry.body) as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(paymentsState.receipt).toMatchObject({ reference: result.reference, last4: '4242', brand: 'visa' });
  });

});

describe('limits', () => {
  it('holds a payment to its e-pay session’s limits before paying: refused here, nothing sent to pay', async () => {
    const steps = use({ ...answers('card'), policies: { value: undefined, completed: false }, policyNumber: { value: { policyNumber: 'AU-4821-0937', amount: 5 }, completed: true } });
    await expect(submitPayment(steps)).rejects.toThrow();
    expect(paymentsState.failure).toEqual({ kind: 'refused', reason: null, bounds: { minimum: 50, maximum: 2846 } });
    expect(sent.map((entry) => entry.path)).toEqual(['/api/payments/ePayPaymentInformation']);
    expect(paymentChecks.unconfirmed).toEqual([]);
  });
});

describe('requests', () => {
  it('never hold the card number or CVC: the card goes as the provider’s token', async () => {
    const steps = use(answers('card'));
    const result = await submitPayment(steps);
    expect(result.reference).toMatch(/^R-/);
    const bodies = sent.map((entry) => entry.body).join('\n');
    expect(sent.map((entry) => entry.path)).toEqual(['/api/payments/ePayPaymentInformation', '/api/payments/processEPayPayment']);
    expect(bodies).not.toContain(CARD);
    expect(sent.some((entry) => holdsCvc(JSON.parse(entry.body ?? 'null')))).toBe(false);
    expect(JSON.parse(sent[1]?.body ?? '{}')).toMatchObject({ paymentType: 'card', amount: 80, notes: 'March', payerName: 'Ana Silva', card: { token: expect.stringMatching(/^tok_visa_4242_/), nameOnCard: 'ANA SILVA', postalCode: 'M5X 1A9' } });
    expect(JSON.stringify(paymentsState)).not.toContain(CARD);
    expect(paymentsState.receipt).toMatchObject({ type: 'card', brand: 'visa', last4: '4242', amount: 80, policies: [{ policyNumber: 'AU-4821-0937' }] });
    expect(JSON.stringify(paymentsState.receipt)).not.toContain(CARD);
  });

  it('are shaped by the answers', () => {
    const steps = answers('bank');
    expect(ePayInformationRequest(steps, 'k-12345678')).toEqual({ policyIds: ['pay-auto-1'], amount: 80, currency: 'CAD', idempotencyKey: 'k-12345678' });
    // A visitor's typed policy number goes instead of ids.
    const visitor = { ...steps, policies: { value: undefined, completed: false }, policyNumber: { value: { policyNumber: ' AU-4821-0937 ', amount: 80 }, completed: true } };
    expect(ePayInformationRequest(visitor, 'k-12345678')).toEqual({ policyNumber: 'AU-4821-0937', amount: 80, currency: 'CAD', idempotencyKey: 'k-12345678' });
    expect(processRequest(steps, 'bank', 'eps-1', { payerName: 'A', payerEmail: 'a@example.ca' }, 'k-12345678')).toEqual({
      sessionId: 'eps-1', idempotencyKey: 'k-12345678', amount: 80, currency: 'CAD', paymentType: 'bank', payerName: 'A', payerEmail: 'a@example.ca', notes: 'March',
      bank: { accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '7654321' },
    });
    expect(sendEmailRequest(steps, { payerName: 'A', payerEmail: 'a@example.ca' }, ['AU-4821-0937'])).toEqual({
      policyIds: ['pay-auto-1'], amount: 80, currency: 'CAD', payerName: 'A', payerEmail: 'a@example.ca', policyNumber: 'AU-4821-0937', secretPassword: 'maplecrest2026', notes: 'March',
    });
  });

  it('name the signed-in user as the payer, from the profile', async () => {
    fixtureServer.use(http.get('*/api/me', () => HttpResponse.json({ data: { user: { email: 'emilie.tremblay@example.ca' }, profile: { firstName: 'Émilie', lastName: 'Tremblay', phone: '1' } } })));
    sessionState.user = { email: 'emilie.tremblay@example.ca' };
    await submitPayment(use(answers('bank')));
    expect(JSON.parse(sent.find((entry) => entry.path.endsWith('/processEPayPayment'))?.body ?? '{}')).toMatchObject({ payerName: 'Émilie Tremblay', payerEmail: 'emilie.tremblay@example.ca' });
  });
});

describe('e-transfer e-mail (docs/product-rules.md#payments)', () => {
  it('clears the selected policies once sent, and keeps them when it fails', async () => {
    const steps = use(answers('eTransfer'));
    setFailures(['/payments/sendEmail']);
    await expect(submitPayment(steps)).rejects.toBeInstanceOf(ApiError);
    expect((paymentDraft.steps.policies.value as { selectedPaymentPolicies?: string[] }).selectedPaymentPolicies).toEqual(['pay-auto-1']);
    setFailures([]);
    const { reference } = await submitPayment(steps);
    expect(reference).toMatch(/^ETR-/);
    expect(paymentDraft.steps.policies.value).toEqual({ amount: 80, note: 'March' });
    expect(paymentDraft.steps.policies.completed).toBe(false);
    expect(paymentsState.receipt).toMatchObject({ type: 'eTransfer', reference, eTransferEmail: 'payments@maplecrestinsurance.ca' });
  });
});
