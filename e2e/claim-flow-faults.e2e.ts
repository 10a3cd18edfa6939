// The claim screens' faults found by trying them as a new user, each checked in Chromium on the
// build a brokerage ships against the fixture server (each test its own scope: e2e/real-api.ts):
// what a click or the layout does, and what a US agency's claim page says.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin } from './sign-in.ts';

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

const brokerUrl = (broker: string, path = '/') => scope.url(broker, path);

async function signedInAt(broker: string, path: string, width = 1200): Promise<Page> {
  const context = await newContext(browser, { width });
  const page = await context.newPage();
  await page.goto(brokerUrl(broker, path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLogin(page, 'ana@example.ca');
  await page.waitForURL(new RegExp(path.replace(/[?]/g, '\\?')));
  return page;
}

describe('claim flow', () => {
  it('cannot send an empty claim: the review lists what is missing with links to it', async () => {
    const page = await signedInAt('lakeshore', '/claims/form?step=review');
    const missing = page.locator('.flow-missing');
    await missing.waitFor();
    const links = await missing.getByRole('link').allTextContents();
    expect(links).toEqual(['Vehicle', 'Weather', 'Location', 'Date and time', 'Driver', 'What happened', 'Note', 'Disclaimer']);
    expect(await page.getByRole('button', { name: 'Send the claim' }).isDisabled()).toBe(true);
    // The optional steps read as skipped, never as answers.
    expect(await page.locator('.flow-review').textContent()).toContain('Skipped (optional)');
    await missing.getByRole('link', { name: 'Date and time' }).click();
    await page.waitForURL(/step=dateTime$/);
    await page.context().close();
  });

  it('lets an optional step emptied again be skipped: typed then erased, ticked then unticked', async () => {
    const page = await signedInAt('lakeshore', '/claims/form?step=passenger');
    const first = page.getByLabel(/First name/);
    await first.fill('Zoé');
    await first.fill('');
    const injured = page.getByLabel('Injured');
    await injured.check();
    await injured.uncheck();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/step=witness$/);
    await page.context().close();
  });

  it('lists each error once in the summary of the other-party step', async () => {
    const page = await signedInAt('lakeshore', '/claims/form?step=otherParty');
    await page.getByLabel(/^First name/).fill('Marc');
    await page.getByLabel(/^Last name/).fill('Gagnon');
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.locator('.form-error-summary');
    await summary.waitFor();
    const items = await summary.getByRole('listitem').allTextContents();
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items).size).toBe(items.length);
    await page.context().close();
  });

  it('goes on with one click on Next after a field with an error was fixed, and marks a step done only when valid', async () => {
    const page = await signedInAt('lakeshore', '/claims/form?step=vehicle');
    await page.getByLabel(/^Make/).fill('Honda');
    // Not valid yet: the step is not shown as completed.
    await expect.poll(() => page.locator('.flow-steps li').first().getAttribute('class')).not.toBe('done');
    await page.getByLabel(/^Model/).fill('Civic');
    await page.getByLabel(/^Colour/).fill('Blue');
    await page.getByLabel(/^Licence plate/).fill('ABCD 123');
    const year = page.getByLabel(/^Year/);
    await year.fill(String(new Date().getFullYear() + 3));
    await year.blur();
    await page.locator('.field-error').filter({ hasText: 'Year' }).waitFor();
    expect(await page.locator('.flow-steps li').first().getAttribute('class')).not.toBe('done');
    // Fixed while the field has focus, then one click on Next (its blur removes the error line).
    await year.fill('2020');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/step=weather$/, { timeout: 5000 });
    expect(await page.locator('.flow-steps li').first().getAttribute('class')).toBe('done');
    await page.context().close();
  });

  it('refuses an accident date in the future and a phone of letters', async () => {
    const page = await signedInAt('lakeshore', '/claims/form?step=dateTime');
    await page.getByLabel('Date').fill('2999-01-01');
    await page.getByLabel('Time').fill('08:30');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.form-error-summary').filter({ hasText: 'cannot be in the future' }).waitFor();
    expect(page.url()).toMatch(/step=dateTime$/);
    await page.goto(brokerUrl('lakeshore', '/claims/form?step=driver'));
    const phone = page.getByLabel(/^Phone/);
    await phone.fill('call me');
    await phone.blur();
    await page.locator('.field-error').filter({ hasText: 'Phone' }).waitFor();
    await page.context().close();
  });

  it('says agent, never broker, in a US brokerage', async () => {
    const page = await signedInAt('northwind', '/claims/form?step=review');
    const review = page.locator('.flow-review');
    await review.waitFor();
    const text = (await review.textContent()) ?? '';
    expect(text).toContain('your agent');
    expect(text.toLowerCase()).not.toContain('broker');
    await page.context().close();
  });

  it.each([
    [390, 844],
    [1200, 900],
  ])('lists a US agency’s own claim lines under its own word, never another brokerage’s (%i px)', async (width, height) => {
    const context = await newContext(browser, { width, height });
    const page = await context.newPage();
    await page.goto(brokerUrl('northwind', '/claims'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'ana@example.ca');
    await page.waitForURL(brokerUrl('northwind', '/claims'));
    await page.getByRole('heading', { level: 2, name: 'Insurance companies' }).waitFor();
    const screen = page.locator('.claim-numbers');
    expect(await screen.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Insurance companies', 'Agencies']);
    const text = (await screen.textContent()) ?? '';
    expect(text.toLowerCase()).not.toContain('broker');
    expect(text).not.toContain('Maplecrest');
    expect(await screen.getByRole('region', { name: 'Agencies' }).locator('.claim-number-name').allTextContents()).toEqual(['Northwind Agency – claims service', 'Northwind after-hours line']);
    // The insurers are the agency's own (US carriers), not a Canadian brokerage's list.
    expect(text).not.toContain('Intact Insurance');
    await context.close();
  });

  it('asks before leaving a claim with answers, and stays when the user says no', async () => {
    const page = await signedInAt('lakeshore', '/claims/form?step=note');
    await page.getByLabel(/^Note/).fill('Icy road.');
    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole('link', { name: 'Lakeshore' }).first().click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toBe('Are you sure you want to navigate away from this page?');
    expect(page.url()).toMatch(/step=note$/);
    // Moving between the flow's own steps never asks.
    await page.getByRole('link', { name: 'Witness' }).click();
    await page.waitForURL(/step=witness$/);
    expect(questions.length).toBe(1);
    // The header's back: to the flow's previous step it never asks; out of the flow it asks.
    const back = page.locator('header').getByRole('button', { name: 'back' });
    await back.click();
    await page.waitForURL(/step=note$/);
    expect(questions.length).toBe(1);
    await back.click();
    await expect.poll(() => questions.length).toBe(2);
    expect(questions[1]).toBe('Are you sure you want to navigate away from this page?');
    expect(page.url()).toMatch(/step=note$/);
    answer = true;
    await page.getByRole('link', { name: 'Lakeshore' }).first().click();
    await page.waitForURL(brokerUrl('lakeshore', '/'));
    // Into the claim again from the home page (its draft kept): the header's back to the home page
    // goes through history.back(), not the router's navigate, and still asks.
    answer = false;
    await page.getByRole('link', { name: /Report a claim/ }).first().click();
    await page.waitForURL(/\/claims\/form/);
    const asked = questions.length;
    await back.click();
    await expect.poll(() => questions.length).toBe(asked + 1);
    expect(page.url()).toMatch(/\/claims\/form/);
    // The browser's own back asks the same; a no keeps the claim on screen. (While the question is
    // open the address bar already shows the entry behind: popstate comes after the URL changed.)
    await page.evaluate(() => window.history.back());
    await expect.poll(() => questions.length).toBe(asked + 2);
    expect(questions[asked + 1]).toBe('Are you sure you want to navigate away from this page?');
    await expect.poll(() => page.url()).toMatch(/\/claims\/form/);
    await page.locator('.flow-step h2').waitFor();
    // …and a yes goes back to the home page.
    answer = true;
    await page.evaluate(() => window.history.back());
    await expect.poll(() => questions.length).toBe(asked + 3);
    await page.locator('h1.home-title').waitFor();
    expect(page.url()).toBe(brokerUrl('lakeshore', '/'));
    await page.context().close();
  });
});
