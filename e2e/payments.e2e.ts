// Payments in Chromium on the build a brokerage ships, against the fixture server as its real API
// (a scope of its own per test: e2e/real-api.ts), phone and desktop, English and French: a card
// payment and its printable receipt; one message per failure (a refusal, a failure before paying,
// an unknown outcome); a payment whose outcome is unknown kept across reloads and tabs and checked
// with its key, never paid again; a visitor's payment or quote forgotten once left; a visitor held
// to the typed policy's limits and ways to pay; the e-transfer instructions and their receipt;
// axe on each step. None needs the in-page fixture backend.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';
import { seriousViolations } from './axe.ts';

const CARD = '4242424242424242';
const CVC = '737';
const YEAR = String(new Date().getFullYear() + 3);

let browser: Browser;
// Each test its own scope on the fixture server: its data, fail switch and origin.
let scope: ApiScope;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => {
  scope = apiScope();
});

type Size = 'phone' | 'desktop';
const SIZES: Record<Size, { width: number; height: number }> = { phone: { width: 390, height: 844 }, desktop: { width: 1200, height: 900 } };

async function openPage(broker: string, language: 'en' | 'fr', size: Size = 'desktop'): Promise<Page> {
  const context = await newContext(browser, { locale: language === 'fr' ? 'fr-CA' : 'en-CA', ...SIZES[size] });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: scope.origin(broker) });
  return context.newPage();
}

/** Signed in, then on the payments screen (a public route: signing in is the user's choice). */
async function signedInAt(broker: string, path: string, language: 'en' | 'fr' = 'en', size: Size = 'desktop'): Promise<Page> {
  const page = await openPage(broker, language, size);
  await page.goto(scope.url(broker, '/auth/login'));
  await completeLoginIn(page, language, 'emilie.tremblay@example.ca');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(scope.url(broker, path));
  return page;
}

/** Bodies of the app's calls to the payment API, as they left the browser. */
function paymentBodies(page: Page): { path: string; body: string }[] {
  const bodies: { path: string; body: string }[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (path.includes('/payments/') && request.method() === 'POST') bodies.push({ path, body: request.postData() ?? '' });
  });
  return bodies;
}

const t = {
  en: {
    next: 'Next', back: 'Back', policies: 'Policies and amount', policy: 'Policy and amount', policyNumber: /^Policy number/, payer: 'Your details', type: 'Payment type', card: 'Card', bank: 'Bank account', eTransfer: 'Interac e-Transfer', review: 'Review and send',
    amount: /^Amount/, name: /^Payer’s name/, email: /^Payer’s e-mail/, types: { card: 'Credit card', bank: 'Bank transfer', eTransfer: 'Interac e-Transfer' },
    nameOnCard: /^Name on card/, cardNumber: /^Card number/, month: /^Expiry month/, year: /^Expiry year/, cvc: /^CVC/, postalCode: /^Postal code/,
    holder: /^Bank account holder/, routing: /^Routing number/, account: /^Account number/, confirmAccount: /^Confirm the account number/,
    pay: (amount: string) => `Pay $${amount}`, anyPay: /^Pay\b/, check: 'Check my payment', paid: 'Your payment was made.',
    unknown: 'We could not confirm your payment: it may have gone through.',
    failed: 'Payment not completed: the payment service is not available right now. Nothing was charged.',
    refused: 'Payment not completed. Unable to process your card. Nothing was charged.',
    cardAgain: 'enter the card number and CVC again',
    notValid: 'Some answers need to be corrected', resume: 'Continue where you left off', leftOnDevice: 'Answers were left on this device',
    bounds: 'The amount must be between $50.00 and $2,846.00',
  },
  fr: {
    next: 'Suivant', back: 'Retour', policies: 'Polices et montant', policy: 'Police et montant', policyNumber: /^Numéro de police/, payer: 'Vos coordonnées', type: 'Mode de paiement', card: 'Carte', bank: 'Compte bancaire', eTransfer: 'Virement Interac', review: 'Vérifier et envoyer',
    amount: /^Montant/, name: /^Nom du payeur/, email: /^Courriel du payeur/, types: { card: 'Carte de crédit', bank: 'Virement bancaire', eTransfer: 'Virement Interac' },
    nameOnCard: /^Nom sur la carte/, cardNumber: /^Numéro de carte/, month: /^Mois d’expiration/, year: /^Année d’expiration/, cvc: /^CVC/, postalCode: /^Code postal/,
    holder: /^Titulaire du compte bancaire/, routing: /^Numéro d’acheminement/, account: /^Numéro de compte/, confirmAccount: /^Confirmez le numéro de compte/,
    pay: (amount: string) => `Payer ${amount}\u00a0$`, anyPay: /^Payer\b/, check: 'Vérifier mon paiement', paid: 'Votre paiement a été fait.',
    unknown: 'Nous n’avons pas pu confirmer votre paiement\u00a0: il a peut-être été effectué.',
    failed: 'Paiement non effectué\u00a0: le service de paiement n’est pas disponible pour le moment. Rien n’a été débité.',
    refused: 'Paiement non effectué. Impossible de traiter votre carte. Rien n’a été débité.',
    cardAgain: 'entrez de nouveau le numéro de carte et le CVC',
    notValid: 'Certaines réponses sont à corriger', resume: 'Reprendre là où j’en étais', leftOnDevice: 'Des réponses ont été laissées sur cet appareil',
    bounds: 'Le montant doit être entre 50,00\u00a0$ et 2\u202f846,00\u00a0$',
  },
};
type Language = keyof typeof t;

async function stepHeading(page: Page, name: string) {
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) }).waitFor();
}

async function policiesAndAmount(page: Page, amount: string, language: Language = 'en') {
  await stepHeading(page, t[language].policies);
  await page.getByRole('checkbox', { name: /AU-4821-0937/ }).check();
  await page.getByLabel(t[language].amount).fill(amount);
  await page.getByRole('button', { name: t[language].next }).click();
}

/** A visitor's first step: the policy number typed (no account's policies are shown) and the amount. */
async function policyNumberAndAmount(page: Page, amount: string, language: Language = 'en', policyNumber = 'AU-4821-0937') {
  await stepHeading(page, t[language].policy);
  await page.getByLabel(t[language].policyNumber).fill(policyNumber);
  await page.getByLabel(t[language].amount).fill(amount);
  await page.getByRole('button', { name: t[language].next }).click();
}

async function fillCard(page: Page, number = CARD, language: Language = 'en') {
  const w = t[language];
  await stepHeading(page, w.card);
  await page.getByLabel(w.nameOnCard).fill('EMILIE TREMBLAY');
  await page.getByLabel(w.cardNumber).fill(number);
  await page.getByLabel(w.month).fill('4');
  await page.getByLabel(w.year).fill(YEAR);
  await page.getByLabel(w.cvc).fill(CVC);
  await page.getByLabel(w.postalCode).fill('L6J 2X5');
}

/** Signed in, a card payment of `amount` on AU-4821-0937 up to its review. */
async function cardPaymentToReview(page: Page, amount: string, language: Language, number = CARD) {
  const w = t[language];
  await policiesAndAmount(page, amount, language);
  await stepHeading(page, w.type);
  await page.getByRole('radio', { name: w.types.card }).check();
  await page.getByRole('button', { name: w.next }).click();
  await fillCard(page, number, language);
  await page.getByRole('button', { name: w.next }).click();
  await stepHeading(page, w.review);
}

/** The idempotency keys of the paying calls among the bodies. */
function payingKeys(bodies: { path: string; body: string }[]): string[] {
  return bodies.filter((entry) => entry.path.endsWith('/processEPayPayment')).map((entry) => (JSON.parse(entry.body) as { idempotencyKey: string }).idempotencyKey);
}

/** The review's alert: the one message the failure gives. */
function reviewAlert(page: Page) {
  return page.locator('.flow-review').getByRole('alert');
}

const stored = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));

describe('card payment', () => {
  it('pays by card: autocomplete for cards, brand shown, never stored, masked in the review, a printable receipt; axe on each step', async () => {
    const page = await signedInAt('lakeshore', '/payments');
    const bodies = paymentBodies(page);
    await stepHeading(page, 'Policies and amount');
    expect(await seriousViolations(page)).toEqual([]);
    await policiesAndAmount(page, '120.50');

    await stepHeading(page, 'Payment type');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.form-error-summary').filter({ hasText: 'Please select a payment type' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    await fillCard(page);
    const autocomplete = await page.locator('form input').evaluateAll((inputs) => inputs.map((input) => input.getAttribute('autocomplete')));
    expect(autocomplete).toEqual(['cc-name', 'cc-number', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'postal-code']);
    await page.getByText('Card: Visa').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await stored(page)).not.toContain(CARD);
    await page.getByRole('button', { name: 'Next' }).click();

    await stepHeading(page, 'Review and send');
    const pay = page.getByRole('button', { name: 'Pay $120.50' });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await page.getByText('Visa •••• 4242').waitFor();
    expect(await page.locator('main, body').first().textContent()).not.toContain(CARD);
    expect(await seriousViolations(page)).toEqual([]);
    await pay.click();

    const status = page.getByRole('status').filter({ hasText: 'Your payment was made. Reference number:' });
    await status.waitFor();
    const reference = /R-[A-Z0-9]+/.exec((await status.textContent()) ?? '')?.[0];
    const receipt = page.getByRole('region', { name: 'Payment receipt' });
    expect(await receipt.locator('.receipt-reference').textContent()).toBe(reference);
    expect(await receipt.textContent()).toContain('Visa card •••• 4242');
    expect(await seriousViolations(page)).toEqual([]);
    expect(bodies.map((entry) => entry.path)).toEqual(['/api/payments/ePayPaymentInformation', '/api/payments/processEPayPayment']);
    expect(bodies.map((entry) => entry.body).join('')).not.toContain(CARD);
    expect(bodies.map((entry) => entry.body).join('')).not.toContain(`"${CVC}"`);
    expect(await stored(page)).not.toContain(CARD);

    // Printed, the receipt is all there is on the page.
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => ({
      receipt: getComputedStyle(document.querySelector('.payment-receipt dd') as Element).visibility,
      steps: getComputedStyle(document.querySelector('.flow-steps') as Element).visibility,
      print: getComputedStyle(document.querySelector('.receipt-print') as Element).display,
    }));
    expect(shown).toEqual({ receipt: 'visible', steps: 'hidden', print: 'none' });
    await page.context().close();
  });

  it.each([
    ['phone', 'en', 'lakeshore'],
    ['desktop', 'fr', 'boreal'],
  ] as const)('%s, %s: says why a card was refused and that nothing was charged; a new attempt (a new key) goes through', async (size, language, broker) => {
    const w = t[language];
    const page = await signedInAt(broker, '/payments', language, size);
    const bodies = paymentBodies(page);
    // The provider's decline test card: the server refuses the payment (402), surely not paid.
    await cardPaymentToReview(page, '50', language, '4000000000000002');
    await page.getByRole('button', { name: w.pay(language === 'fr' ? '50,00' : '50.00') }).click();
    const alert = reviewAlert(page);
    await alert.filter({ hasText: w.refused }).waitFor();
    // One message: the refusal, with what to type again (the card number and CVC are wiped).
    expect(await alert.count()).toBe(1);
    expect(await alert.textContent()).toContain(w.cardAgain);
    expect(await alert.textContent()).not.toContain(w.unknown);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('navigation', { name: language === 'fr' ? 'Étapes du paiement' : 'Payment steps' }).getByRole('link', { name: new RegExp(`\\b${w.card}\\b`) }).click();
    await page.getByLabel(w.cardNumber).fill(CARD);
    await page.getByLabel(w.cvc).fill(CVC);
    await page.getByRole('button', { name: w.next }).click();
    await page.getByRole('button', { name: w.pay(language === 'fr' ? '50,00' : '50.00') }).click();
    await page.getByRole('status').filter({ hasText: w.paid }).waitFor();
    const keys = payingKeys(bodies);
    // A refused attempt is over, so the next one has its own key (one whose outcome is unknown keeps
    // its key and is checked: 'a payment whose outcome is unknown' below).
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await page.context().close();
  });

  it('keeps every answer but the card number and CVC across a reload', async () => {
    const page = await signedInAt('lakeshore', '/payments');
    await policiesAndAmount(page, '75.25');
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await fillCard(page);
    await page.getByLabel(/^Postal code/).blur();
    expect(await stored(page)).toContain('EMILIE TREMBLAY');
    await page.reload();
    await stepHeading(page, 'Card');
    expect(await page.getByLabel(/^Name on card/).inputValue()).toBe('EMILIE TREMBLAY');
    expect(await page.getByLabel(/^Expiry year/).inputValue()).toBe(YEAR);
    expect(await page.getByLabel(/^Postal code/).inputValue()).toBe('L6J 2X5');
    expect(await page.getByLabel(/^Card number/).inputValue()).toBe('');
    expect(await page.getByLabel(/^CVC/).inputValue()).toBe('');
    await page.getByRole('navigation', { name: 'Payment steps' }).getByRole('link', { name: /\bReview and send\b/ }).click();
    await stepHeading(page, 'Review and send');
    expect(await page.locator('.flow-review').textContent()).toContain('$75.25');
    expect(await page.locator('.flow-review').textContent()).toContain('AU-4821-0937');
    await page.getByText('Enter the card number and CVC again: they are never kept.').waitFor();
    expect(await page.getByRole('button', { name: 'Pay $75.25' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe('visitor and bank transfer', () => {
  it('shows a visitor no account’s policies: they type a policy number, then pay by bank transfer giving name and e-mail', async () => {
    const page = await openPage('lakeshore', 'en');
    await page.goto(scope.url('lakeshore', '/payments'));
    const bodies = paymentBodies(page);
    await stepHeading(page, t.en.policy);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toMatch(/AU-4821-0937|HO-7732-1180|due by/);
    await policyNumberAndAmount(page, '99');
    await stepHeading(page, 'Your details');
    await page.getByLabel(/^Payer’s name/).fill('Ana Silva');
    await page.getByLabel(/^Payer’s e-mail/).fill('ana@example.ca');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Bank account');
    await page.getByText('9 digits').waitFor();
    await page.getByLabel(/^Bank account holder/).fill('Ana Silva');
    await page.getByLabel(/^Routing number/).fill('000123456');
    await page.getByLabel(/^Account number/).fill('7654321');
    await page.getByLabel(/^Confirm the account number/).fill('7654320');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.form-error-summary').filter({ hasText: 'The account numbers do not match' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(/^Confirm the account number/).fill('7654321');
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Review and send');
    await page.getByText('•••• 4321').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay $99.00' }).click();
    await page.getByRole('status').filter({ hasText: 'Your payment was made.' }).waitFor();
    const session = JSON.parse(bodies.find((entry) => entry.path.endsWith('/ePayPaymentInformation'))?.body ?? '{}') as Record<string, unknown>;
    expect(session).toMatchObject({ policyNumber: 'AU-4821-0937', amount: 99 });
    expect(session).not.toHaveProperty('policyIds');
    const processed = JSON.parse(bodies.find((entry) => entry.path.endsWith('/processEPayPayment'))?.body ?? '{}') as Record<string, unknown>;
    expect(processed).toMatchObject({ paymentType: 'bank', payerName: 'Ana Silva', payerEmail: 'ana@example.ca', bank: { routingNumber: '000123456', accountNumber: '7654321' } });
    expect(await page.getByRole('region', { name: 'Payment receipt' }).textContent()).toContain('Bank account •••• 4321');
    await page.context().close();
  });
});

describe('e-transfer, in French', () => {
  it('shows the instructions with copy buttons, e-mails them, and reads in French; axe on each step', async () => {
    const page = await signedInAt('boreal', '/payments', 'fr');
    const bodies = paymentBodies(page);
    await stepHeading(page, t.fr.policies);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Paiements');
    expect(await seriousViolations(page)).toEqual([]);
    await policiesAndAmount(page, '75,50', 'fr');
    await stepHeading(page, t.fr.type);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Virement Interac' }).check();
    await page.getByRole('button', { name: 'Suivant' }).click();

    const instructions = page.getByRole('region', { name: 'Comment payer par virement Interac' });
    await instructions.waitFor();
    expect(await instructions.textContent()).toContain('75,50\u00a0$');
    await instructions.getByRole('button', { name: 'Copier l’adresse courriel' }).click();
    await page.getByRole('status').filter({ hasText: 'L’adresse courriel a été copiée.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('payments@maplecrestinsurance.ca');
    await instructions.getByRole('button', { name: 'Copier la réponse' }).click();
    await page.getByRole('status').filter({ hasText: 'La réponse a été copiée.' }).waitFor();
    expect(await page.getByLabel(/^Mot de passe secret du virement/).inputValue()).toBe('maplecrest2026');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await stepHeading(page, t.fr.review);
    const send = page.getByRole('button', { name: 'M’envoyer les instructions par courriel' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await send.click();
    await page.getByRole('status').filter({ hasText: 'Les instructions du virement ont été envoyées à votre courriel.' }).waitFor();
    const sentReceipt = page.getByRole('region', { name: 'Instructions du virement envoyées' });
    expect(await sentReceipt.textContent()).toContain('À envoyer par virement Interac à payments@maplecrestinsurance.ca');
    // Money not sent yet is not "paid".
    expect(await sentReceipt.textContent()).not.toContain('Payé par');
    expect(await sentReceipt.textContent()).toContain('Comment payer');
    expect(await seriousViolations(page)).toEqual([]);
    const body = JSON.parse(bodies.find((entry) => entry.path.endsWith('/sendEmail'))?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ policyIds: ['pay-auto-1'], amount: 75.5, payerEmail: 'emilie.tremblay@example.ca' });
    // Sending the instructions cleared the chosen policies: a new payment starts with none.
    await page.getByRole('link', { name: 'Faire un autre paiement' }).click();
    await stepHeading(page, t.fr.policies);
    expect(await page.getByRole('checkbox', { name: /AU-4821-0937/ }).isChecked()).toBe(false);
    await page.context().close();
  });
});

describe('accessibility of every step', () => {
  it.each([
    ['lakeshore', 'en'],
    ['boreal', 'fr'],
  ] as const)('%s (%s): each step and each method’s step, with their errors shown, passes axe', async (broker, language) => {
    const w = t[language];
    const page = await openPage(broker, language);
    await page.goto(scope.url(broker, '/payments'));
    await stepHeading(page, w.policy);
    await page.getByRole('button', { name: w.next }).click();
    await page.locator('.form-error-summary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await policyNumberAndAmount(page, '60', language);
    await stepHeading(page, w.payer);
    await page.getByLabel(w.email).fill('ana');
    await page.getByRole('button', { name: w.next }).click();
    await page.locator('.form-error-summary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(w.name).fill('Ana Silva');
    await page.getByLabel(w.email).fill('ana@example.ca');
    await page.getByRole('button', { name: w.next }).click();
    for (const [type, title] of [['card', w.card], ['bank', w.bank], ['eTransfer', w.eTransfer]] as const) {
      await stepHeading(page, w.type);
      await page.getByRole('radio', { name: w.types[type] }).check();
      await page.getByRole('button', { name: w.next }).click();
      await stepHeading(page, title);
      if (type !== 'eTransfer') {
        await page.getByRole('button', { name: w.next }).click();
        await page.locator('.form-error-summary').waitFor();
      }
      expect(await seriousViolations(page), `${language} ${type}`).toEqual([]);
      await page.locator('.flow-back').click();
    }
    await page.locator('.flow-steps').getByRole('link', { name: new RegExp(w.review) }).click();
    await stepHeading(page, w.review);
    await page.locator('.flow-review').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('a payment whose outcome is unknown', () => {
  it.each([
    ['phone', 'en', 'lakeshore'],
    ['desktop', 'fr', 'boreal'],
  ] as const)('%s, %s: stays unknown across a reload and in other tabs, offers no Pay, and its check reuses its key', async (size, language, broker) => {
    const w = t[language];
    const amount = language === 'fr' ? '120,50' : '120.50';
    const page = await signedInAt(broker, '/payments', language, size);
    const bodies = paymentBodies(page);
    await cardPaymentToReview(page, amount, language);
    // Another tab of the same user, open on the same payment's review before it is paid.
    const other = await page.context().newPage();
    const otherBodies = paymentBodies(other);
    await other.goto(scope.url(broker, '/payments?step=review'));
    await other.getByRole('button', { name: w.pay(amount) }).waitFor();
    // The paying call's answer is lost (the connection drops): it may have gone through.
    await scope.fail(['/payments/processEPayPayment:network']);
    await page.getByRole('button', { name: w.pay(amount) }).click();
    await reviewAlert(page).filter({ hasText: w.unknown }).waitFor({ timeout: 20_000 });

    /** What the review shows of the unknown payment: its message and a check, never a Pay. */
    const showsUnknown = async (shown: Page) => {
      await reviewAlert(shown).filter({ hasText: w.unknown }).waitFor();
      await shown.getByRole('button', { name: w.check }).waitFor();
      expect(await shown.getByRole('button', { name: w.anyPay }).count()).toBe(0);
      expect(await shown.locator('.flow-review').textContent()).not.toContain(w.notValid);
      expect(await stored(shown)).not.toContain(CARD);
      expect(await stored(shown)).not.toContain(`"${CVC}"`);
    };
    await showsUnknown(page);
    expect(await seriousViolations(page)).toEqual([]);

    // The other tab, never reloaded, no longer offers to pay it.
    await showsUnknown(other);
    await page.reload();
    await showsUnknown(page);
    // A tab opened now: the same.
    const third = await page.context().newPage();
    await third.goto(scope.url(broker, '/payments?step=review'));
    await showsUnknown(third);

    // The server answers again: the check sends the same paying call, with the same key.
    await scope.fail([]);
    await other.getByRole('button', { name: w.check }).click();
    await other.getByRole('status').filter({ hasText: w.paid }).waitFor();
    const keys = [...payingKeys(bodies), ...payingKeys(otherBodies)];
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys).size).toBe(1);
    // No new e-pay session: the check is the same payment.
    expect([...bodies, ...otherBodies].filter((entry) => entry.path.endsWith('/ePayPaymentInformation'))).toHaveLength(1);
    await page.context().close();
  });

  it.each([
    ['phone', 'fr', 'boreal'],
    ['desktop', 'en', 'lakeshore'],
  ] as const)('%s, %s: a server error on the paying call says one thing: unknown, to check, never its raw text', async (size, language, broker) => {
    const w = t[language];
    const amount = language === 'fr' ? '75,00' : '75.00';
    const page = await signedInAt(broker, '/payments', language, size);
    await cardPaymentToReview(page, amount, language);
    await scope.fail(['/payments/processEPayPayment:500']);
    await page.getByRole('button', { name: w.pay(amount) }).click();
    const alert = reviewAlert(page);
    await alert.filter({ hasText: w.unknown }).waitFor({ timeout: 20_000 });
    expect(await alert.count()).toBe(1);
    const text = (await page.locator('main').textContent()) ?? '';
    // Not a lost connection: nothing says to come back online, nor that no answer came.
    expect(text).not.toMatch(/back online|de retour en ligne|no answer came back|aucune réponse/);
    expect(text).not.toContain('Fixture failure');
    expect(text).not.toContain(w.notValid);
    expect(await page.getByRole('button', { name: w.anyPay }).count()).toBe(0);
    await page.getByRole('button', { name: w.check }).waitFor();
    await page.context().close();
  });
});

describe('a visitor’s payment whose outcome is unknown', () => {
  it('phone, en: stays unknown across a reload once the visitor continues, with no Pay; the check reuses its key', async () => {
    const w = t.en;
    const page = await openPage('lakeshore', 'en', 'phone');
    const bodies = paymentBodies(page);
    await page.goto(scope.url('lakeshore', '/payments'));
    await policyNumberAndAmount(page, '99');
    await stepHeading(page, w.payer);
    await page.getByLabel(w.name).fill('Ana Silva');
    await page.getByLabel(w.email).fill('ana@example.ca');
    await page.getByRole('button', { name: w.next }).click();
    await page.getByRole('radio', { name: w.types.card }).check();
    await page.getByRole('button', { name: w.next }).click();
    await fillCard(page);
    await page.getByRole('button', { name: w.next }).click();
    await stepHeading(page, w.review);
    await scope.fail(['/payments/processEPayPayment:network']);
    await page.getByRole('button', { name: w.pay('99.00') }).click();
    await reviewAlert(page).filter({ hasText: w.unknown }).waitFor({ timeout: 20_000 });
    // Reloaded, the visitor's answers are held until they say it is them; then the same payment, unknown.
    await page.reload();
    await page.getByRole('button', { name: w.resume }).click();
    await reviewAlert(page).filter({ hasText: w.unknown }).waitFor();
    expect(await page.getByRole('button', { name: w.anyPay }).count()).toBe(0);
    expect(await stored(page)).not.toContain(CARD);
    await scope.fail([]);
    await page.getByRole('button', { name: w.check }).click();
    await page.getByRole('status').filter({ hasText: w.paid }).waitFor();
    expect(new Set(payingKeys(bodies)).size).toBe(1);
    await page.context().close();
  });
});

describe('a payment that failed before it was sent', () => {
  it.each([
    ['phone', 'en', 'lakeshore'],
    ['desktop', 'fr', 'boreal'],
  ] as const)('%s, %s: says nothing was charged and what to type again, never the server’s text nor a card refusal', async (size, language, broker) => {
    const w = t[language];
    const amount = language === 'fr' ? '60,00' : '60.00';
    const page = await signedInAt(broker, '/payments', language, size);
    const bodies = paymentBodies(page);
    await cardPaymentToReview(page, amount, language);
    // The e-pay session cannot be opened: the card never went anywhere.
    await scope.fail(['/payments/ePayPaymentInformation:500']);
    await page.getByRole('button', { name: w.pay(amount) }).click();
    const alert = reviewAlert(page);
    await alert.filter({ hasText: w.failed }).waitFor();
    expect(await alert.count()).toBe(1);
    const text = (await alert.textContent()) ?? '';
    expect(text).toContain(w.cardAgain);
    expect(text).not.toContain('Fixture failure');
    expect(text).not.toMatch(/Unable to process your card|Impossible de traiter votre carte/);
    // "Kept" only for what is: the card number and CVC are wiped, and said to be.
    expect(text).not.toMatch(/Your answers are kept|Vos réponses sont conservées/);
    expect(payingKeys(bodies)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the e-transfer receipt', () => {
  it('phone, en: says how to pay, never “Paid by”, for money not sent yet', async () => {
    const page = await signedInAt('lakeshore', '/payments', 'en', 'phone');
    await policiesAndAmount(page, '60');
    await page.getByRole('radio', { name: 'Interac e-Transfer' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await stepHeading(page, 'Interac e-Transfer');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'E-mail me the instructions' }).click();
    const receipt = page.getByRole('region', { name: 'E-Transfer instructions sent' });
    await receipt.waitFor();
    expect(await receipt.textContent()).not.toContain('Paid by');
    expect(await receipt.textContent()).toContain('How to pay');
    expect(await receipt.textContent()).toContain('To send by Interac e-Transfer to payments@maplecrestinsurance.ca');
    await page.context().close();
  });
});

/** Taps an in-app link to `path` (on a phone, from the menu when the page shows none). */
async function tapLink(page: Page, path: string) {
  const visible = page.locator(`a[href="${path}"]:visible`);
  if ((await visible.count()) === 0) await page.locator('button[aria-controls], button').filter({ hasText: /^(Menu)$/ }).first().click();
  await page.locator(`a[href="${path}"]:visible`).first().click();
}

describe('a visitor’s payment left for the next person', () => {
  it.each([
    ['phone', 'en', 'lakeshore'],
    ['desktop', 'fr', 'boreal'],
  ] as const)('%s, %s: leaving it, once confirmed, forgets it; so does leaving one held after a reload', async (size, language, broker) => {
    const w = t[language];
    const page = await openPage(broker, language, size);
    const questions: string[] = [];
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.accept();
    });
    await page.goto(scope.url(broker, '/payments'));
    await policyNumberAndAmount(page, '99', language);
    await stepHeading(page, w.payer);
    await page.getByLabel(w.name).fill('Ana Silva');
    await page.getByLabel(w.email).fill('ana@example.ca');
    await page.getByRole('button', { name: w.next }).click();
    await page.getByRole('radio', { name: w.types.bank }).check();
    await page.getByRole('button', { name: w.next }).click();
    await stepHeading(page, w.bank);
    await page.getByLabel(w.holder).fill('Ana Silva');
    await page.getByLabel(w.routing).fill('000123456');
    await page.getByLabel(w.account).fill('7654321');
    await page.getByLabel(w.confirmAccount).fill('7654321');
    await page.getByRole('button', { name: w.next }).click();
    await stepHeading(page, w.review);

    // Home, and "navigate away?" accepted.
    await tapLink(page, '/');
    await page.waitForURL((url) => url.pathname === '/');
    expect(questions).toHaveLength(1);

    /** The next person taps Payments: nothing of the payment shows, nothing is kept. */
    const nextPersonSeesNothing = async () => {
      await tapLink(page, '/payments');
      await page.locator('.flow-steps, .resume-draft').first().waitFor();
      expect(await page.getByRole('heading', { name: w.leftOnDevice }).count()).toBe(0);
      await stepHeading(page, w.policy);
      expect(await page.getByLabel(w.policyNumber).inputValue()).toBe('');
      expect(await page.getByLabel(w.amount).inputValue()).toBe('');
      expect(await page.locator('.flow-steps .done').count()).toBe(0);
      await page.getByRole('navigation', { name: language === 'fr' ? 'Étapes du paiement' : 'Payment steps' }).getByRole('link', { name: new RegExp(`^${w.payer}`) }).click();
      await stepHeading(page, w.payer);
      expect(await page.getByLabel(w.name).inputValue()).toBe('');
      const kept = await stored(page);
      expect(kept).not.toContain('Ana Silva');
      expect(kept).not.toContain('000123456');
      expect(kept).not.toContain('AU-4821-0937');
    };
    await nextPersonSeesNothing();

    // A visitor's payment held after a reload ("Continue where you left off?"), then left unchosen.
    await page.getByRole('navigation', { name: language === 'fr' ? 'Étapes du paiement' : 'Payment steps' }).getByRole('link', { name: new RegExp(`^${w.policy}`) }).click();
    await policyNumberAndAmount(page, '99', language);
    await page.getByLabel(w.name).fill('Ana Silva');
    await page.getByLabel(w.name).blur();
    await expect.poll(() => stored(page)).toContain('Ana Silva');
    await page.reload();
    await page.getByRole('button', { name: w.resume }).waitFor();
    await tapLink(page, '/');
    await page.waitForURL((url) => url.pathname === '/');
    await nextPersonSeesNothing();
    await page.context().close();
  });
});

describe('a visitor’s quote left for the next person', () => {
  it.each([
    ['phone', 'en', 'maplecrest'],
    ['desktop', 'fr', 'boreal'],
  ] as const)('%s, %s: one held after a reload and left unchosen is forgotten too', async (size, language, broker) => {
    const w = t[language];
    const first = language === 'fr' ? /^Prénom/ : /^First name/;
    const last = language === 'fr' ? /^Nom\b/ : /^Last name/;
    const page = await openPage(broker, language, size);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(scope.url(broker, '/quote?kind=auto'));
    await page.getByLabel(first).fill('Liam');
    await page.getByLabel(last).fill('Nguyen');
    await page.getByLabel(first).focus();
    await expect.poll(() => stored(page)).toContain('Nguyen');
    // Reloaded, the visitor's quote is held behind "Continue where you left off?"; nobody chooses.
    await page.reload();
    await page.getByRole('button', { name: w.resume }).waitFor();
    await tapLink(page, '/');
    await page.waitForURL((url) => url.pathname === '/');
    // The next person taps Quote, then Auto: nothing of it.
    await tapLink(page, '/quote');
    await page.locator('.quote-kinds, .resume-draft').first().waitFor();
    expect(await page.getByRole('heading', { name: w.leftOnDevice }).count()).toBe(0);
    await tapLink(page, '/quote?kind=auto');
    await page.getByLabel(first).waitFor();
    expect(await page.getByRole('heading', { name: w.leftOnDevice }).count()).toBe(0);
    expect(await page.getByLabel(first).inputValue()).toBe('');
    expect(await stored(page)).not.toContain('Nguyen');
    await page.context().close();
  });
});

describe('a visitor’s limits and ways to pay', () => {
  it.each([
    ['phone', 'en', 'lakeshore'],
    ['desktop', 'fr', 'boreal'],
  ] as const)('%s, %s: the policy’s minimum holds at the amount, and a policy without e-pay is offered no card or bank, before paying', async (size, language, broker) => {
    const w = t[language];
    const page = await openPage(broker, language, size);
    const bodies = paymentBodies(page);
    await page.goto(scope.url(broker, '/payments'));
    // ePayPaymentInformation answers minAmount 50 for AU-4821-0937: $5 is refused at the amount.
    await policyNumberAndAmount(page, '5', language);
    const error = page.locator('.field-error').filter({ hasText: w.bounds });
    await error.waitFor();
    await stepHeading(page, w.policy);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(w.amount).fill('60');
    await page.getByRole('button', { name: w.next }).click();
    await stepHeading(page, w.payer);

    // CO-6120-7745 takes no e-pay: only the e-Transfer is offered.
    await page.getByRole('navigation', { name: language === 'fr' ? 'Étapes du paiement' : 'Payment steps' }).getByRole('link', { name: new RegExp(w.policy) }).click();
    await policyNumberAndAmount(page, '418', language, 'CO-6120-7745');
    await stepHeading(page, w.payer);
    await page.getByLabel(w.name).fill('Ana Silva');
    await page.getByLabel(w.email).fill('ana@example.ca');
    await page.getByRole('button', { name: w.next }).click();
    await stepHeading(page, w.type);
    await page.getByRole('radio', { name: w.types.eTransfer }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(1);
    expect(payingKeys(bodies)).toEqual([]);
    await page.context().close();
  });
});
