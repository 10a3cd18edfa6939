// A US agency end to end on the build a brokerage ships (northwind, countryIsoCode US; each test its
// own scope: e2e/real-api.ts; docs/product-rules.md#country): its visitor asks for a quote of every
// kind it offers and pays a bill, its user reports a claim, all from US addresses with a state and a
// ZIP code, miles, °F and US dollars; the requests name the country and the currency, and the
// fixture server (which refuses a request off schemas/api/) accepts them. No screen visited says
// broker, province or postal code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin } from './sign-in.ts';
import { ownerKeyOf } from '../src/state/persistence.ts';

let browser: Browser;
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

const PHONE = { width: 390, height: 844 };
/** Words a US agency's screens never say (a Canadian brokerage's). */
const CANADIAN_WORDS = /broker|province|postal code|\bkm\b|kilomet|°C|CA\$/i;

/** The JSON bodies of the POST calls whose path ends with `name`, as the page sent them. */
function sentBodies(page: Page): { path: string; body: Record<string, unknown> }[] {
  const bodies: { path: string; body: Record<string, unknown> }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path.startsWith('/api/')) bodies.push({ path, body: (request.postDataJSON() ?? {}) as Record<string, unknown> });
  });
  return bodies;
}

/** The last body sent to a path ending with `ending`. */
const bodyOf = (bodies: { path: string; body: Record<string, unknown> }[], ending: string) => bodies.filter((entry) => entry.path.endsWith(ending)).at(-1)?.body;

/** Every answer the page got from the API with a 4xx: the fixture server refuses requests off their schemas. */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400 && response.status() < 500) refused.push(`${response.status()} ${response.url()}`);
  });
  return refused;
}

async function mainText(page: Page): Promise<string> {
  return (await page.locator('main').textContent()) ?? '';
}

async function next(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  try {
    await page.waitForURL(new RegExp(`step=${step}$`), { timeout: 10_000 });
  } catch (error) {
    const shown = await page.locator('.field-error, .form-error-summary').allTextContents();
    throw new Error(`Did not reach ${step} from ${page.url()}: ${shown.join(' | ') || 'no error shown'}`, { cause: error });
  }
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
}

function dayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** The address step of a US form: state and ZIP code, never province and postal code. */
async function usAddress(page: Page): Promise<void> {
  expect(await page.getByLabel(/^Province/).count()).toBe(0);
  expect(await page.getByLabel(/^Postal code/).count()).toBe(0);
  await page.getByLabel(/^Street address/).fill('300 Pearl St');
  await page.getByLabel(/^City/).fill('Buffalo');
  // A Canadian postal code is not a ZIP code.
  await page.getByLabel(/^State/).selectOption({ label: 'New York' });
  await page.getByLabel(/^ZIP code/).fill('L6J 2X5');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.locator('.form-error-summary').filter({ hasText: 'ZIP code' }).waitFor();
  await page.getByLabel(/^ZIP code/).fill('14202-1234');
}

async function quoteStart(page: Page, kind: string): Promise<void> {
  await page.goto(scope.url('northwind', `/quote?kind=${kind}`));
  await page.getByLabel(/^First name/).fill('Jamie');
  await page.getByLabel(/^Last name/).fill('Walker');
  await page.getByRole('textbox', { name: /^E-mail/ }).fill('jamie.walker@example.com');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('716-555-0142');
  await next(page, 'what');
}

async function quoteFinish(page: Page, kind: string, atAddress?: () => Promise<void>): Promise<void> {
  await next(page, 'where');
  await atAddress?.();
  await usAddress(page);
  await next(page, 'insurer');
  await page.getByLabel('No', { exact: true }).check();
  await next(page, 'start');
  await page.getByLabel(/^Start date/).fill(dayFromToday(20));
  await next(page, 'review');
  const review = await mainText(page);
  expect(review).toContain('New York');
  expect(review).toContain('14202-1234');
  expect(review).not.toMatch(CANADIAN_WORDS);
  await page.getByRole('button', { name: 'Send the request' }).click();
  await page.getByRole('status').filter({ hasText: `Your ${kind} insurance quote request was sent to your agent.` }).waitFor();
  expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
}

/** A phone-sized page of a US visitor on northwind's `path`, with the POST bodies it sends and the API's 4xx refusals. */
async function visit(path: string, options: { timezoneId?: string } = {}) {
  const context = await newContext(browser, { locale: 'en-US', ...PHONE, ...options });
  const page = await context.newPage();
  const bodies = sentBodies(page);
  const refused = refusals(page);
  await page.goto(scope.url('northwind', path));
  return { context, page, bodies, refused };
}

describe('a US agency (northwind)', () => {
  it('a visitor asks for a quote of every kind it offers from a US address: miles, US dollars, state and ZIP code', async () => {
    const { context, page, bodies, refused } = await visit('/quote');
    const kinds = page.getByRole('list', { name: 'Kinds of quote' });
    await kinds.waitFor();
    expect(await kinds.locator('.quote-kind-name').allTextContents()).toEqual(['Auto', 'Home', 'Tenant']);
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);

    // Auto: the mileage in miles.
    await quoteStart(page, 'auto');
    expect(await page.getByLabel(/^Kilometres/).count()).toBe(0);
    await page.getByLabel(/^Year/).fill('2022');
    await page.getByLabel(/^Make/).fill('Ford');
    await page.getByLabel(/^Model/).fill('Escape');
    await page.getByLabel('Commuting to work or school').check();
    await page.getByLabel(/^Miles driven per year/).fill('12000');
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await quoteFinish(page, 'auto');
    const auto = bodyOf(bodies, '/quote/send');
    expect(auto).toMatchObject({ kind: 'auto', address: { address: '300 Pearl St', city: 'Buffalo', province: 'NY', zip: '14202-1234', country: 'US' }, details: { yearlyMiles: 12000 }, currency: 'USD' });
    expect(auto?.details).not.toHaveProperty('yearlyKm');

    // Tenant: the contents' value in US dollars.
    bodies.length = 0;
    await quoteStart(page, 'tenant');
    await page.getByLabel(/^Type of rental/).selectOption({ index: 1 });
    await page.getByLabel(/^Value of your belongings/).fill('25000');
    await page.getByLabel(/^Value of your belongings/).blur();
    await expect.poll(() => page.getByLabel(/^Value of your belongings/).inputValue()).toBe('US$25,000.00');
    await quoteFinish(page, 'tenant');
    expect(bodyOf(bodies, '/quote/send')).toMatchObject({ kind: 'tenant', address: { province: 'NY', zip: '14202-1234', country: 'US' }, details: { contentsValue: 25000 }, currency: 'USD' });

    // Home: the same US address form, with every state, DC and the territories.
    bodies.length = 0;
    await quoteStart(page, 'home');
    await page.getByLabel(/^Type of home/).selectOption({ index: 1 });
    await page.getByLabel(/^Year built/).fill('1998');
    await page.getByLabel(/^Living area/).fill('1850');
    await page.getByLabel(/^Main heating/).selectOption({ index: 1 });
    await quoteFinish(page, 'home', async () => {
      await page.getByLabel(/^State/).waitFor();
      expect(await page.getByLabel(/^State/).locator('option').allTextContents()).toEqual(expect.arrayContaining(['New York', 'District of Columbia', 'Puerto Rico', 'Guam']));
      expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    });
    expect(bodyOf(bodies, '/quote/send')).toMatchObject({ kind: 'home', address: { province: 'NY', zip: '14202-1234', country: 'US' }, currency: 'USD' });
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a user reports a claim from a US address: state, ZIP code and °F; the request names the country', async () => {
    const { context, page, bodies, refused } = await visit('/claims/form', { timezoneId: 'America/New_York' });
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'ana@example.ca');
    await page.waitForURL(/\/claims(\/form)?/);
    // Its policies and documents are American: New York, not Ontario; no pink slip.
    await page.goto(scope.url('northwind', '/documents'));
    await page.getByText('PA-2291-4408').first().waitFor();
    expect(await mainText(page)).not.toMatch(/Ontario|pink slip|AU-4821-0937/i);
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    // The claim lines: the agency's, never "Brokerages".
    await page.goto(scope.url('northwind', '/claims'));
    await page.getByRole('region', { name: 'Agencies' }).waitFor();
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);

    // Every step but the location answered as the wizard keeps them (the weather in °C, as the service gives it).
    const done = (value: unknown) => ({ value, completed: true });
    const draft = {
      steps: {
        vehicle: done({ make: 'Ford', model: 'Escape', year: 2022, colour: 'Blue', licencePlate: 'KDT 4821' }),
        weather: done({ temperature: 24, description: 'Sunny' }),
        location: { completed: false },
        dateTime: done({ date: '2026-11-20', time: '08:30' }),
        driver: done({ firstName: 'Jamie', lastName: 'Walker', phone: '716-555-0142', licenceNumber: 'W123-456-789' }),
        whatHappened: done({ type: 'collision', description: 'Rear-ended at a red light.' }),
        pictures: { completed: false },
        otherParty: { completed: false },
        officer: { completed: false },
        passenger: { completed: false },
        witness: { completed: false },
        note: done({ note: 'Wet road.' }),
        disclaimer: done(true),
      },
    };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`iss:slice:claim:${ownerKeyOf('ana@example.ca')}`, JSON.stringify(draft)] as const);
    await page.goto(scope.url('northwind', '/claims/form?step=weather'));
    // 24 °C kept; shown and typed in °F.
    await page.getByLabel(/^Temperature \(°F\)/).waitFor();
    await expect.poll(() => page.getByLabel(/^Temperature \(°F\)/).inputValue()).toBe('75.2');
    await page.goto(scope.url('northwind', '/claims/form?step=location'));
    await page.getByLabel(/^Where it happened/).fill('Pearl St at W Huron St');
    await page.getByLabel(/^Street address/).fill('300 Pearl St');
    await page.getByLabel(/^City/).fill('Buffalo');
    await page.getByLabel(/^State/).selectOption({ label: 'New York' });
    await page.getByLabel(/^ZIP code/).fill('14202');
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await next(page, 'dateTime');
    await page.goto(scope.url('northwind', '/claims/form?step=review'));
    const review = page.locator('.flow-review');
    await review.waitFor();
    await expect.poll(async () => (await review.textContent()) ?? '').toContain('75.2 °F Sunny');
    expect(await review.textContent()).toContain('14202');
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await page.getByRole('button', { name: 'Send the claim' }).click();
    await page.getByRole('status').filter({ hasText: 'Your claim was sent to your agent.' }).waitFor();
    const claim = bodyOf(bodies, '/claims/submit');
    expect(claim).toMatchObject({ kind: 'auto', location: { address: '300 Pearl St', city: 'Buffalo', province: 'NY', zip: '14202', country: 'US' }, weather: { temperature: 24, description: 'Sunny' } });
    expect(refused).toEqual([]);
    await context.close();
  });

  it('a visitor pays a bill in US dollars with a billing ZIP code; every payment call names USD', async () => {
    const { context, page, bodies, refused } = await visit('/payments');
    await page.getByRole('heading', { level: 2, name: /^Policy and amount/ }).waitFor();
    await expect.poll(() => mainText(page)).toContain('In US dollars.');
    expect(await mainText(page)).not.toContain('Canadian');
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await page.getByLabel(/^Policy number/).fill('PA-2291-4408');
    await page.getByLabel(/^Amount/).fill('2000');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The policy's own bounds, in US dollars.
    await page.locator('.form-error-summary').filter({ hasText: 'The amount must be between US$40.00 and US$1,642.00' }).waitFor();
    await page.getByLabel(/^Amount/).fill('120.5');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Your details/ }).waitFor();
    await page.getByLabel(/^Payer’s name/).fill('Jamie Walker');
    await page.getByLabel(/^Payer’s e-mail/).fill('jamie.walker@example.com');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Payment type/ }).waitFor();
    // No Interac e-Transfer in the United States.
    expect(await page.getByRole('radio', { name: /Interac/ }).count()).toBe(0);
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await page.getByRole('radio', { name: 'Credit card' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Card/ }).waitFor();
    await page.getByLabel(/^Name on card/).fill('JAMIE WALKER');
    await page.getByLabel(/^Card number/).fill('4242424242424242');
    await page.getByLabel(/^Expiry month/).fill('4');
    await page.getByLabel(/^Expiry year/).fill(String(new Date().getFullYear() + 3));
    await page.getByLabel(/^CVC/).fill('737');
    await page.getByLabel(/^Billing ZIP code/).fill('14202');
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Review and send/ }).waitFor();
    await expect.poll(() => mainText(page)).toContain('Billing ZIP code');
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await page.getByRole('button', { name: 'Pay US$120.50' }).click();
    await page.getByRole('status').filter({ hasText: 'Your payment was made.' }).waitFor();
    expect(await page.getByRole('region', { name: 'Payment receipt' }).textContent()).toContain('US$120.50');
    expect(bodyOf(bodies, '/payments/ePayPaymentInformation')).toMatchObject({ policyNumber: 'PA-2291-4408', amount: 120.5, currency: 'USD' });
    expect(bodyOf(bodies, '/payments/processEPayPayment')).toMatchObject({ amount: 120.5, currency: 'USD', card: { postalCode: '14202' } });
    expect(refused).toEqual([]);
    await context.close();
  });

  it('road services show distances in miles', async () => {
    const { context, page } = await visit('/services');
    await page.getByRole('textbox', { name: 'Town or address' }).fill('Buffalo');
    await page.getByRole('textbox', { name: 'Town or address' }).press('Enter');
    const distance = page.locator('.service-distance').first();
    await distance.waitFor();
    expect(await distance.textContent()).toMatch(/^[\d.]+ mi away$/);
    expect(await mainText(page)).not.toMatch(CANADIAN_WORDS);
    await context.close();
  });
});
