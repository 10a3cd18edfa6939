// The payments screen on the fixture backend: the options (and the label when there is nothing to
// pay), a card payment typed in full whose number and CVC never reach storage nor any request but
// the provider's token, a failure that may have paid kept (without the card) and checked with its
// key, one message per failure, a decline, the e-transfer instructions with copy buttons and their
// e-mail, a visitor's payment by bank transfer and a visitor held to the typed policy's limits.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import fr from '../../generated/i18n/fr.json';
import { http, HttpResponse } from 'msw';
import { renderInApp, setupFixtureBackend, DEFAULT_TEST_EMAIL } from '../../../tests/render-in-app.tsx';
import { fixtureServer } from '../../../fixtures/backend/node.ts';
import { setFailures } from '../../../fixtures/backend/fail-switch.ts';
import { db } from '../../../fixtures/backend/db.ts';
import { warmForms } from '../../../tests/warm-forms.ts';
import { registerSlices } from '../../app/register-slices.ts';
import { ownerKeyOf, whenRestored } from '../../state/persistence.ts';
import { sessionState } from '../../state/session-state.ts';
import { flowSubmitState } from '../../flow/flow-submit.ts';
import { resetRequest } from '../../state/request-cycle.ts';
import { cardSecrets } from './card-memory.ts';
import { paymentChecks, paymentDraft, paymentsState } from './payment-state.ts';
import { paymentCheck } from './payment-submit.ts';
import PaymentsScreen from './payments-screen.tsx';
import { I18nProvider } from '../../i18n/i18n-provider.tsx';
import { withScreenMessages } from '../../i18n/load-catalogue.ts';
import { chooseLanguage } from '../../i18n/choose-language.ts';

setupFixtureBackend();

const CARD = '4242424242424242';
const CVC = '737';
const year = new Date().getFullYear() + 3;

/** Every request body the app sent in this test, as it left the app. */
const bodies: { url: string; body: string }[] = [];

beforeAll(async () => {
  localStorage.clear();
  registerSlices();
  // The draft's stored-state validator loads with the screen (lazyScreen), here by hand.
  await whenRestored('payment');
  await whenRestored('paymentChecks');
  await warmForms('payment-policies', 'payment-policy-number', 'payment-payer', 'payment-type', 'payment-card', 'payment-bank', 'payment-e-transfer');
});

beforeEach(() => {
  bodies.length = 0;
  // The fetch the fixture backend answers (msw's), with each body noted on its way out.
  const backend = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (typeof init?.body === 'string') bodies.push({ url: input instanceof Request ? input.url : String(input), body: init.body });
    return backend(input, init);
  });
  resetRequest(flowSubmitState('payment').submit);
  paymentsState.failure = null;
  paymentsState.checking = false;
  paymentChecks.unconfirmed = [];
  paymentsState.policyLookups = {};
  paymentCheck.delaysMs = [20, 20];
});

afterEach(() => {
  sessionState.user = null;
  localStorage.clear();
  vi.restoreAllMocks();
});

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

async function choosePolicyAndAmount(amount = '120.50') {
  await userEvent.click(await screen.findByRole('checkbox', { name: /AU-4821-0937/ }, { timeout: 5000 }));
  const field = screen.getByLabelText(/^Amount/);
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await next();
}

async function chooseType(name: RegExp) {
  await userEvent.click(await screen.findByRole('radio', { name }, { timeout: 5000 }));
  await next();
}

async function typeCard(number = CARD) {
  await userEvent.type(await screen.findByLabelText(/^Name on card/, undefined, { timeout: 5000 }), 'EMILIE TREMBLAY');
  await userEvent.type(screen.getByLabelText(/^Card number/), number);
  await userEvent.type(screen.getByLabelText(/^Expiry month/), '4');
  await userEvent.type(screen.getByLabelText(/^Expiry year/), String(year));
  await userEvent.type(screen.getByLabelText(/^CVC/), CVC);
  await userEvent.type(screen.getByLabelText(/^Postal code/), 'L6J 2X5');
}

async function payButton() {
  const pay = await screen.findByRole('button', { name: /^Pay / }, { timeout: 5000 });
  await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
  return pay;
}

/** The body of the last request to a path, once it has been read. */
async function sentBody(path: string): Promise<Record<string, unknown>> {
  let found: { body: string } | undefined;
  await waitFor(() => {
    found = bodies.findLast((entry) => new URL(entry.url).pathname.endsWith(path));
    expect(found).toBeDefined();
  });
  return JSON.parse(found?.body ?? '{}') as Record<string, unknown>;
}

const stored = () => Object.entries(localStorage).map(([key, value]) => `${key}=${value}`).join('\n');

describe('payment options', { timeout: 20_000 }, () => {
  it('lists the policies to pay, with what each owes, and the total of those chosen', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    const auto = await screen.findByRole('checkbox', { name: /AU-4821-0937/ }, { timeout: 5000 });
    expect(auto.closest('label, li')?.textContent).toContain('$237.17 due by December 15, 2026');
    await userEvent.click(auto);
    await userEvent.click(screen.getByRole('checkbox', { name: /HO-7732-1180/ }));
    expect(screen.getByText('Due for the chosen policies: $402.55')).toBeTruthy();
    expect(paymentDraft.steps.policies.value).toMatchObject({ selectedPaymentPolicies: ['pay-auto-1', 'pay-home-1'] });
  });

  it('refuses an amount outside the chosen policy’s own bounds, naming them in CAD, and one with more than 2 decimals', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('10');
    const alerts = async (text: string) => (await screen.findAllByText(text, undefined, { timeout: 5000 })).length;
    expect(await alerts('The amount must be between $50.00 and $2,846.00')).toBeGreaterThan(0);
    const field = screen.getByLabelText(/^Amount/);
    await userEvent.clear(field);
    await userEvent.type(field, '12.345');
    await next();
    expect(await alerts('The amount can have at most 2 decimals (cents)')).toBeGreaterThan(0);
    expect(paymentDraft.steps.policies.completed).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, '2846.01');
    await next();
    expect(await alerts('The amount must be between $50.00 and $2,846.00')).toBeGreaterThan(0);
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await next();
    expect(await screen.findByRole('radio', { name: /Credit card/ }, { timeout: 5000 })).toBeTruthy();
  });

  it('names the bounds the amount really has: a policy with nothing due still asks the form’s own minimum', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    // GM-7714-0268 accepts $0.00 to $1,894.00; the form asks at least $1.00.
    await userEvent.click(await screen.findByRole('checkbox', { name: /GM-7714-0268/ }, { timeout: 5000 }));
    const field = screen.getByLabelText(/^Amount/);
    await userEvent.type(field, '0.50');
    await next();
    expect((await screen.findAllByText('The amount must be between $1.00 and $1,894.00', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/between \$0\.00/)).toEqual([]);
  });

  it('says to choose a policy, in the summary and at the policies, when none is chosen', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await screen.findByRole('checkbox', { name: /AU-4821-0937/ }, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText(/^Amount/), '100');
    await next();
    const summary = await screen.findByRole('alert', { name: /1 problem needs your attention/ }, { timeout: 5000 });
    expect(summary.textContent).toContain('Please choose at least one policy to pay');
    const policies = screen.getByRole('group', { name: /Policies to pay/ });
    expect(policies.getAttribute('aria-invalid')).toBe('true');
    expect(within(policies).getByText('Please choose at least one policy to pay')).toBeTruthy();
  });

  it('names the policy’s bounds in French too', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true, language: 'fr' });
    await userEvent.click(await screen.findByRole('checkbox', { name: /AU-4821-0937/ }, { timeout: 5000 }));
    await userEvent.type(screen.getByLabelText(/^Montant/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect((await screen.findAllByText(/^Le montant doit être entre 50,00\s\$ et 2\s846,00\s\$$/, undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('shows the brokerage’s label when there is nothing to pay, and our text when it gives none', async () => {
    const first = await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: 'empty@example.ca' });
    expect(await screen.findByText(/Nothing to pay right now\. Questions about your bill\?/, undefined, { timeout: 5000 })).toBeTruthy();
    first.cleanup();
    fixtureServer.use(http.get('*/api/payments/getPaymentOptions', () => HttpResponse.json({ data: { ...db().paymentOptions, policies: [], customNoPaymentOptionsLabel: null } })));
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    expect(await screen.findByText(/There is nothing to pay online right now\. For a question about your bill, please contact your broker\./, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Payment steps' })).toBeNull();
  });

  it('asks for a payment type: ‘Please select a payment type’', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount();
    await screen.findByRole('radio', { name: /Credit card/ }, { timeout: 5000 });
    await next();
    expect((await screen.findAllByText('Please select a payment type')).length).toBeGreaterThan(0);
  });
});

describe('card payment', { timeout: 30_000 }, () => {
  it('never keeps the card number or CVC: not in storage, the draft, nor any request; the review masks it; the receipt has the reference', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount();
    await chooseType(/Credit card/);
    await typeCard();
    expect(screen.getByLabelText(/^Card number/).getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByText('Card: Visa')).toBeTruthy();
    expect(['cc-name', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'postal-code'].map((value) => document.querySelector(`[autocomplete="${value}"]`) !== null)).toEqual([true, true, true, true, true]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const key = `iss:slice:payment:${ownerKeyOf(DEFAULT_TEST_EMAIL)}`;
    expect(localStorage.getItem(key)).toContain('EMILIE TREMBLAY');
    expect(stored()).not.toContain(CARD);
    expect(stored()).not.toContain(CVC);
    expect(JSON.stringify(paymentDraft)).not.toContain(CARD);
    expect(JSON.stringify(paymentDraft)).not.toContain(CVC);
    expect(cardSecrets()).toEqual({ cardNumber: CARD, cvc: CVC });

    await next();
    const pay = await payButton();
    expect(pay.textContent).toBe('Pay $120.50');
    const review = screen.getByText('Visa •••• 4242');
    expect(review).toBeTruthy();
    expect(document.body.textContent).not.toContain(CARD);
    await userEvent.click(pay);

    const status = await screen.findByText(/Your payment was made\. Reference number: R-/, undefined, { timeout: 5000 });
    const reference = /R-[A-Z0-9]+/.exec(status.textContent ?? '')?.[0] as string;
    const receipt = screen.getByRole('region', { name: 'Payment receipt' });
    expect(within(receipt).getByText(reference)).toBeTruthy();
    expect(receipt.textContent).toContain('$120.50');
    expect(receipt.textContent).toContain('Visa card •••• 4242');
    expect(receipt.textContent).toContain('AU-4821-0937');
    // Once a payment is made, the brokerage may be rated.
    expect(screen.getByRole('region', { name: 'How was your experience with your broker?' })).toBeTruthy();

    const processed = (await sentBody('/processEPayPayment')) as { card?: { token?: string }; idempotencyKey?: string };
    const sent = bodies.map((entry) => entry.body).join('\n');
    expect(bodies.map((entry) => new URL(entry.url).pathname)).toEqual(expect.arrayContaining(['/api/payments/ePayPaymentInformation', '/api/payments/processEPayPayment']));
    expect(sent).not.toContain(CARD);
    expect(sent).not.toContain(`"${CVC}"`);
    expect(processed.card?.token).toMatch(/^tok_visa_4242_/);
    expect(stored()).not.toContain(CARD);
    expect(cardSecrets()).toEqual({});
    expect(paymentChecks.unconfirmed).toEqual([]);
    expect(paymentDraft.steps.policies.value).toBeUndefined();
  });

  it('on a failure that may have paid, checks again with the same key, never says ‘not completed’, and “Check my payment” gets the outcome without the card', async () => {
    setFailures(['/payments/processEPayPayment']);
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('50');
    await chooseType(/Credit card/);
    await typeCard();
    await next();
    await userEvent.click(await payButton());
    expect(await screen.findByText('We are checking your payment…', undefined, { timeout: 5000 })).toBeTruthy();
    const alert = await screen.findByText(/We could not confirm your payment: it may have gone through\. Do not pay again another way\./, undefined, { timeout: 10_000 });
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.body.textContent).not.toMatch(/not completed/);
    expect(paymentsState.process).toMatchObject({ success: false, message: 'Fixture failure for /api/payments/processEPayPayment', payload: { code: 500 } });
    // Kept until the server answers, never with the card: no Pay, a check.
    const key = paymentChecks.unconfirmed[0]?.request.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(JSON.stringify(paymentChecks)).not.toContain(CARD);
    expect(screen.queryByRole('button', { name: /^Pay\b/ })).toBeNull();
    // The card is forgotten after the call, whatever its outcome.
    expect(cardSecrets()).toEqual({});

    setFailures([]);
    await userEvent.click(screen.getByRole('button', { name: 'Check my payment' }));
    await screen.findByText(/Your payment was made/, undefined, { timeout: 5000 });
    const keys = bodies.filter((entry) => new URL(entry.url).pathname.endsWith('/processEPayPayment')).map((entry) => (JSON.parse(entry.body) as { idempotencyKey: string }).idempotencyKey);
    expect(keys.length).toBe(paymentCheck.delaysMs.length + 2);
    expect(new Set(keys)).toEqual(new Set([key]));
    // One session for the attempt: the check repeats the paying call only.
    expect(bodies.filter((entry) => new URL(entry.url).pathname.endsWith('/ePayPaymentInformation'))).toHaveLength(1);
  });

  it('says the connection was lost before paying and nothing was charged, in French too', async () => {
    setFailures(['/payments/ePayPaymentInformation:network']);
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('50');
    await chooseType(/Credit card/);
    await typeCard();
    await next();
    await userEvent.click(await payButton());
    const alert = await screen.findByText(/^Payment not completed: the connection was lost\. Nothing was charged\./, undefined, { timeout: 5000 });
    // "Kept" only for what is: the card number and CVC are wiped, and said to be.
    expect(alert.textContent).toContain('Your other answers are kept: enter the card number and CVC again to try again (they are never kept).');
    expect(document.body.textContent).not.toMatch(/could not confirm/);
    expect(cardSecrets()).toEqual({});
    const french = createIntl({ locale: 'fr-CA', messages: fr as never });
    expect(french.formatMessage({ id: 'payments.flow.submitFailed' }, { failure: 'failed', offline: 'yes', method: 'card', reason: 'none', detail: '', minimum: '', maximum: '' })).toMatch(/^Paiement non effectué\u00a0: la connexion a été perdue\. Rien n’a été débité\./);
    expect(french.formatMessage({ id: 'payments.checking' })).toBe('Nous vérifions votre paiement…');
  });

  it('a declined card ends the attempt: its payload is stored and the next try has a new key', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('50');
    await chooseType(/Credit card/);
    await typeCard('4000000000000002');
    await next();
    await userEvent.click(await payButton());
    await screen.findByText(/Payment not completed\. Unable to process your card\. Nothing was charged\./, undefined, { timeout: 5000 });
    expect(paymentsState.process).toMatchObject({ success: false, message: 'Unable to process your card', payload: { status: 'declined', code: 402 } });
    expect(paymentChecks.unconfirmed).toEqual([]);
  });

  it.each([
    // Without the server's own message, no client text is added (it would be English in French).
    ['no reason of its own', { code: 402 }, 'Payment not completed. Unable to process your card. Nothing was charged. Your other answers are kept: enter the card number and CVC again to try again (they are never kept).'],
    // The server's reason is a sentence of its own, ended when it came without a full stop.
    ['its own reason', { error: { message: 'Card limit reached' }, code: 402 }, 'Payment not completed. Card limit reached. Nothing was charged. Your other answers are kept: enter the card number and CVC again to try again (they are never kept).'],
  ])('a refusal with %s reads as one sentence, one space apart', async (_case, refusal, sentence) => {
    fixtureServer.use(http.post('*/api/payments/processEPayPayment', () => HttpResponse.json({ data: refusal }, { status: 402 })));
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('50');
    await chooseType(/Credit card/);
    await typeCard();
    await next();
    await userEvent.click(await payButton());
    const alert = await screen.findByText(/Payment not completed\./, undefined, { timeout: 5000 });
    expect(alert.textContent).toBe(sentence);
  });

  it('refuses a card number that fails the Luhn check and an expired card', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments?step=card', signedIn: true });
    paymentDraft.steps.type = { value: { paymentType: 'card' }, completed: true };
    await userEvent.type(await screen.findByLabelText(/^Card number/, undefined, { timeout: 5000 }), '4242424242424241');
    await userEvent.type(screen.getByLabelText(/^Expiry year/), String(new Date().getFullYear() - 1));
    await next();
    const summary = await screen.findByRole('alert', { name: /attention/ });
    expect(summary.textContent).toContain('Card number is not valid: please check the digits');
    expect(summary.textContent).toContain('This card has expired');
  });
});

describe('e-transfer', { timeout: 30_000 }, () => {
  it('shows where and how to send it with copy buttons, e-mails the instructions and clears the chosen policies', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderInApp(<PaymentsScreen />, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('75');
    await chooseType(/Interac e-Transfer/);
    const instructions = await screen.findByRole('region', { name: 'How to pay by Interac e-Transfer' }, { timeout: 5000 });
    expect(instructions.textContent).toContain('send $75.00 by Interac e-Transfer');
    expect(instructions.textContent).toContain('payments@maplecrestinsurance.ca');
    await userEvent.click(within(instructions).getByRole('button', { name: 'Copy the e-mail address' }));
    expect(writeText).toHaveBeenCalledWith('payments@maplecrestinsurance.ca');
    expect(screen.getByRole('status').textContent).toBe('The e-mail address was copied.');
    await userEvent.click(within(instructions).getByRole('button', { name: 'Copy the answer' }));
    expect(writeText).toHaveBeenLastCalledWith('maplecrest2026');
    expect(await screen.findByDisplayValue('maplecrest2026')).toBeTruthy();
    await next();
    const send = await screen.findByRole('button', { name: 'E-mail me the instructions' }, { timeout: 5000 });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    await userEvent.click(send);
    await screen.findByText(/The e-Transfer instructions were sent to your e-mail\. Reference number: ETR-/, undefined, { timeout: 5000 });
    const body = await sentBody('/payments/sendEmail');
    expect(body).toMatchObject({ policyIds: ['pay-auto-1'], amount: 75, payerEmail: DEFAULT_TEST_EMAIL, policyNumber: 'AU-4821-0937', secretPassword: 'maplecrest2026' });
    expect((paymentDraft.steps.policies.value as { selectedPaymentPolicies?: unknown } | undefined)?.selectedPaymentPolicies).toBeUndefined();
    expect(screen.getByRole('region', { name: 'E-Transfer instructions sent' }).textContent).toContain('To send by Interac e-Transfer to payments@maplecrestinsurance.ca');
    // Nothing is paid yet: no rating is asked.
    expect(screen.queryByRole('region', { name: /How was your experience/ })).toBeNull();
  });
});

async function typePolicyNumberAndAmount(policyNumber: string, amount: string) {
  await userEvent.type(await screen.findByLabelText(/^Policy number/, undefined, { timeout: 5000 }), policyNumber);
  await userEvent.type(screen.getByLabelText(/^Amount/), amount);
  await next();
}

describe('language switch', { timeout: 30_000 }, () => {
  it('the error shown and the Pay button read in French at once after choosing Français', async () => {
    // The app's own provider, which follows the chosen language; the screens' texts are wanted.
    await withScreenMessages(async () => null, () => 'en')();
    await renderInApp(<I18nProvider><PaymentsScreen /></I18nProvider>, { path: '/payments', signedIn: true });
    await choosePolicyAndAmount('10');
    expect((await screen.findAllByText('The amount must be between $50.00 and $2,846.00', undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
    await act(async () => chooseLanguage('fr'));
    expect((await screen.findAllByText(/^Le montant doit être entre 50,00\s\$ et 2\s846,00\s\$$/, undefined, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/The amount must be between/)).toEqual([]);
    await act(async () => chooseLanguage('en'));
    const field = await screen.findByLabelText(/^Amount/, undefined, { timeout: 5000 });
    await userEvent.clear(field);
    await userEvent.type(field, '120.50');
    await next();
    await chooseType(/Bank transfer/);
    await userEvent.type(await screen.findByLabelText(/^Bank account holder/, undefined, { timeout: 5000 }), 'Ana Silva');
    await userEvent.type(screen.getByLabelText(/^Routing number/), '000123456');
    await userEvent.type(screen.getByLabelText(/^Account number/), '7654321');
    await userEvent.type(screen.getByLabelText(/^Confirm the account number/), '7654321');
    await next();
    expect((await payButton()).textContent).toBe('Pay $120.50');
    await act(async () => chooseLanguage('fr'));
    expect(await screen.findByRole('button', { name: /^Payer 120,50\s\$$/ }, { timeout: 5000 })).toBeTruthy();
  });
});

describe('visitor', { timeout: 30_000 }, () => {
  it('sees no account’s policies nor amounts due: asked for the policy number instead', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments' });
    expect(await screen.findByLabelText(/^Policy number/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(document.body.textContent).not.toMatch(/AU-4821-0937|HO-7732-1180|due by/);
    await next();
    expect((await screen.findAllByText(/^Policy number is required$/)).length).toBeGreaterThan(0);
  });

  it('pays by bank transfer, giving the policy number, name and e-mail; the account number is masked', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments' });
    await typePolicyNumberAndAmount('AU-4821-0937', '99');
    await userEvent.type(await screen.findByLabelText(/^Payer’s name/, undefined, { timeout: 5000 }), 'Ana Silva');
    await userEvent.type(screen.getByLabelText(/^Payer’s e-mail/), 'ana@example.ca');
    expect(screen.getByLabelText(/^Payer’s name/).getAttribute('autocomplete')).toBe('name');
    await next();
    await chooseType(/Bank transfer/);
    await userEvent.type(await screen.findByLabelText(/^Bank account holder/, undefined, { timeout: 5000 }), 'Ana Silva');
    await userEvent.type(screen.getByLabelText(/^Routing number/), '000123456');
    expect(screen.getByText('9 digits')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Account number/), '7654321');
    await userEvent.type(screen.getByLabelText(/^Confirm the account number/), '7654321');
    await next();
    const pay = await payButton();
    expect(screen.getByText('•••• 4321')).toBeTruthy();
    // The account number is handled like a card number: in memory only, never in the draft nor storage.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.stringify(paymentDraft)).not.toContain('7654321');
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).toContain('000123456');
    expect(stored).not.toContain('7654321');
    await userEvent.click(pay);
    await screen.findByText(/Your payment was made/, undefined, { timeout: 5000 });
    const body = await sentBody('/processEPayPayment');
    expect(await sentBody('/ePayPaymentInformation')).toMatchObject({ policyNumber: 'AU-4821-0937', amount: 99 });
    expect(body).toMatchObject({ paymentType: 'bank', amount: 99, payerName: 'Ana Silva', payerEmail: 'ana@example.ca', bank: { accountHolder: 'Ana Silva', routingNumber: '000123456', accountNumber: '7654321' } });
    expect(screen.getByRole('region', { name: 'Payment receipt' }).textContent).toContain('Bank account •••• 4321');
  });

  it('is held to the typed policy’s own minimum at the amount, and offered no card nor bank for a policy without e-pay, before paying', async () => {
    await renderInApp(<PaymentsScreen />, { path: '/payments' });
    // The e-pay session call answers minAmount 50 for AU-4821-0937: $5 stays on the step, said at the amount.
    await typePolicyNumberAndAmount('AU-4821-0937', '5');
    const errors = await screen.findAllByText(/The amount must be between \$50\.00 and \$2,846\.00/, undefined, { timeout: 5000 });
    expect(errors.some((error) => error.closest('.field-error'))).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: /^Policy and amount/ })).toBeTruthy();
    const field = screen.getByLabelText(/^Amount/);
    await userEvent.clear(field);
    await userEvent.type(field, '60');
    await next();
    expect(await screen.findByRole('heading', { level: 2, name: /^Your details/ }, { timeout: 5000 })).toBeTruthy();
    // CO-6120-7745 takes no e-pay: only the e-Transfer is offered.
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Payment steps' })).getByRole('link', { name: /^Policy and amount/ }));
    await userEvent.clear(await screen.findByLabelText(/^Policy number/, undefined, { timeout: 5000 }));
    await userEvent.clear(screen.getByLabelText(/^Amount/));
    await typePolicyNumberAndAmount('CO-6120-7745', '418');
    await userEvent.type(await screen.findByLabelText(/^Payer’s name/, undefined, { timeout: 5000 }), 'Ana Silva');
    await userEvent.type(screen.getByLabelText(/^Payer’s e-mail/), 'ana@example.ca');
    await next();
    await screen.findByRole('radio', { name: /Interac e-Transfer/ }, { timeout: 5000 });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(bodies.filter((entry) => new URL(entry.url).pathname.endsWith('/processEPayPayment'))).toEqual([]);
  });
});
