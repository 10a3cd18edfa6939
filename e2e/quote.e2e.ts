// Quote requests end to end on the fixture backend, as a visitor: the kinds the brokerage offers,
// an auto and a home quote sent with their confirmations, the kind kept in every step's url, the
// draft kept over a reload and cleared on leaving /quote; French; axe on each screen in en and fr.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { seriousViolations } from './axe.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A day from today as the date input takes it (YYYY-MM-DD, local). */
function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

async function next(page: Page, step: string, label = 'Next'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  try {
    await page.waitForURL(new RegExp(`step=${step}$`), { timeout: 10_000 });
  } catch (error) {
    const shown = await page.locator('.field-error, .form-error-summary').allTextContents();
    throw new Error(`Did not reach ${step} from ${page.url()}: ${shown.join(' | ') || 'no error shown'}`, { cause: error });
  }
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
}

async function aboutYou(page: Page): Promise<void> {
  await page.getByLabel(/^First name/).fill('Liam');
  await page.getByLabel(/^Last name/).fill('Nguyen');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('liam.nguyen@example.ca');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('416-555-0182');
  await page.getByLabel('E-mail', { exact: true }).check();
}

async function address(page: Page): Promise<void> {
  await page.getByLabel(/^Street address/).fill('12 Danforth Ave');
  await page.getByLabel(/^City/).fill('Toronto');
  await page.getByLabel(/^Province/).selectOption({ label: 'Ontario' });
  await page.getByLabel(/^Postal code/).fill('M4C 1B5');
}

describe('quote requests', () => {
  it('sends a quote of two kinds, auto then home, each with its confirmation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/quote'));
    // The kinds maplecrest offers, in its order.
    const kinds = page.getByRole('list', { name: 'Kinds of quote' });
    await kinds.waitFor();
    expect(await kinds.locator('.quote-kind-name').allTextContents()).toEqual(['Auto', 'Home', 'Tenant', 'Condo', 'Business']);
    expect(await page.getByRole('link', { name: /^Get an instant quote online/ }).getAttribute('target')).toBe('_blank');

    await kinds.getByRole('link', { name: /^Auto/ }).click();
    await page.waitForURL(/\/quote\?kind=auto$/);
    await page.getByRole('heading', { level: 1, name: 'Auto insurance quote' }).waitFor();
    await aboutYou(page);
    await next(page, 'what');
    expect(page.url()).toMatch(/\/quote\?kind=auto&step=what$/);
    await page.getByLabel(/^Year/).fill('2021');
    await page.getByLabel(/^Make/).fill('Toyota');
    await page.getByLabel(/^Model/).fill('RAV4');
    await page.getByLabel('Commuting to work or school').check();
    await page.getByLabel(/^Kilometres driven per year/).fill('15000');

    // A reload keeps the draft (the kind and the step are in the url).
    await page.reload();
    // A visitor's draft comes back only after the visitor chooses to continue (never shown before).
    await page.getByRole('button', { name: 'Continue where you left off' }).click();
    await page.getByLabel(/^Model/).waitFor();
    await expect.poll(() => page.getByLabel(/^Model/).inputValue()).toBe('RAV4');
    await next(page, 'where');
    await address(page);
    await next(page, 'insurer');
    await page.getByLabel('Yes', { exact: true }).check();
    await page.getByLabel(/^Insurance company/).fill('Northbridge');
    await next(page, 'start');
    // Not in the past.
    await page.getByLabel(/^Start date/).fill(dayFromToday(-1));
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Start date cannot be in the past').first().waitFor();
    await page.getByLabel(/^Start date/).fill(dayFromToday(30));
    await next(page, 'review');
    const review = page.locator('.flow-review');
    expect(await review.textContent()).toContain('RAV4');
    expect(await review.textContent()).toContain('Northbridge');
    // Every step link keeps the kind.
    for (const href of await page.locator('.flow-steps a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/quote\?kind=auto&step=/);

    await page.getByRole('button', { name: 'Send the request' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Thank you! Your auto insurance quote request was sent to your broker.' });
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/Reference number: qr-[a-z0-9]{8}$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    const nextSteps = page.getByRole('region', { name: 'What happens next' });
    expect(await nextSteps.getByRole('listitem').count()).toBe(3);

    // Then a home quote.
    await page.getByRole('link', { name: 'Other kinds of quote' }).click();
    await page.waitForURL(/\/quote$/);
    await page.getByRole('list', { name: 'Kinds of quote' }).getByRole('link', { name: /^Home/ }).click();
    await page.waitForURL(/\/quote\?kind=home$/);
    await page.getByRole('heading', { level: 1, name: 'Home insurance quote' }).waitFor();
    expect(await page.locator('.flow-steps').textContent()).toContain('Address of the home');
    await aboutYou(page);
    await next(page, 'what');
    await page.getByLabel(/^Type of home/).selectOption({ label: 'Semi-detached house' });
    await page.getByLabel(/^Year built/).fill('1998');
    await page.getByLabel(/^Living area/).fill('1850');
    await page.getByLabel(/^Main heating/).selectOption({ label: 'Heat pump' });
    await next(page, 'where');
    // The address lookup fills the fields from a typed address.
    await page.getByLabel('Find the address').fill('100 King St W Toronto');
    await page.getByLabel('Find the address').press('Enter');
    await page.getByText('Address filled in: 100 King St W, Toronto, ON M5X 1A9, Canada').waitFor();
    expect(await page.getByLabel(/^Postal code/).inputValue()).toBe('M5X 1A9');
    await next(page, 'insurer');
    await page.getByLabel('No', { exact: true }).check();
    await next(page, 'start');
    await page.getByLabel(/^Start date/).fill(dayFromToday(14));
    await page.getByLabel(/^Anything else/).fill('Finished basement.');
    await next(page, 'review');
    expect(await page.locator('.flow-review').textContent()).toContain('Semi-detached house');
    await page.getByRole('button', { name: 'Send the request' }).click();
    await page.getByRole('status').filter({ hasText: /^Thank you! Your home insurance quote request was sent to your broker\. Reference number: qr-[a-z0-9]{8}$/ }).waitFor();
    await context.close();
  });

  it('keeps a draft while moving between kinds, and clears it on leaving /quote', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/quote?kind=tenant'));
    await page.getByLabel(/^First name/).fill('Chloé');
    await page.getByRole('link', { name: 'Other kinds of quote' }).click();
    await page.waitForURL(/\/quote$/);
    await page.getByRole('list', { name: 'Kinds of quote' }).getByRole('link', { name: /^Tenant/ }).click();
    await expect.poll(() => page.getByLabel(/^First name/).inputValue()).toBe('Chloé');
    // Leaving through the menu asks first (the answers would be lost), then clears them.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.locator('.app-sidebar').getByRole('link', { name: /Road Services/ }).click();
    await page.waitForURL(/\/services$/);
    expect(asked).toBe('Are you sure you want to navigate away from this page?');
    await page.locator('.app-sidebar').getByRole('link', { name: /Get Quote/ }).click();
    await page.getByRole('list', { name: 'Kinds of quote' }).getByRole('link', { name: /^Tenant/ }).click();
    await page.getByLabel(/^First name/).waitFor();
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('iss:slice:quoteTenant') ?? '{}').steps?.who?.value ?? null)).toBeNull();
    await context.close();
  });

  it('reads in French, with French form errors', async () => {
    const context = await newContext(browser, { locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto(brokerUrl('boreal', '/quote'));
    const kinds = page.getByRole('list', { name: 'Types de soumission' });
    await kinds.waitFor();
    expect(await kinds.locator('.quote-kind-name').allTextContents()).toEqual(['Auto', 'Habitation', 'Copropriété']);
    await kinds.getByRole('link', { name: /^Copropriété/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Soumission d’assurance copropriété' }).waitFor();
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    const summary = page.locator('.form-error-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Le champ «\u00a0Prénom\u00a0» est obligatoire');
    expect(await page.locator('.flow-steps').textContent()).toContain('Début de la protection');
    await page.goto(brokerUrl('boreal', '/quote?kind=condo&step=start'));
    await page.getByLabel(/^Date de début/).fill(dayFromToday(-2));
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await page.getByText(/Date de début\s*» ne peut pas être dans le passé/).first().waitFor();
    await context.close();
  });

  it.each([
    ['en-CA', 'maplecrest', { list: 'Kinds of quote', next: 'Next', send: 'Send the request', sent: 'Thank you!', resume: 'Continue where you left off' }],
    ['fr-CA', 'boreal', { list: 'Types de soumission', next: 'Suivant', send: 'Envoyer la demande', sent: 'Merci', resume: 'Reprendre là où j’en étais' }],
  ])('has no serious or critical axe violation on the list, a step with errors, the review and the confirmation (%s)', async (locale, broker, t) => {
    const context = await newContext(browser, { locale });
    const page = await context.newPage();
    await page.goto(brokerUrl(broker, '/quote'));
    await page.getByRole('list', { name: t.list }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(brokerUrl(broker, '/quote?kind=auto&step=where'));
    await page.locator('.address-lookup input').waitFor();
    await page.getByRole('button', { name: t.next, exact: true }).click();
    await page.locator('.form-error-summary').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A complete draft, as the app stores it, then the review and the confirmation.
    await page.evaluate((start) => {
      const done = (value: unknown) => ({ value, completed: true });
      const steps = {
        who: done({ firstName: 'Ana', lastName: 'Roy', email: 'ana@example.ca', phone: '514-555-0110' }),
        what: done({ year: 2020, make: 'Honda', model: 'Civic', use: 'pleasure' }),
        where: done({ address: '4500 rue Saint-Denis', city: 'Montréal', province: 'QC', zip: 'H2J 2L3' }),
        insurer: done({ insured: 'no' }),
        start: done({ startDate: start }),
      };
      // A visitor's draft lives in the tab's storage, with its age (src/state/persistence.ts).
      sessionStorage.setItem('iss:slice:quoteAuto:visitor', JSON.stringify({ at: Date.now(), state: { steps } }));
    }, dayFromToday(10));
    await page.goto(brokerUrl(broker, '/quote?kind=auto&step=review'));
    await page.getByRole('button', { name: t.resume }).click();
    const send = page.getByRole('button', { name: t.send });
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await send.click();
    await page.getByRole('status').filter({ hasText: t.sent }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
