// The claim wizard end to end on the fixture backend: every step, a licence file, reload in the
// middle, a failed submit that keeps the draft, then a successful one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin } from './sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function next(page: Page, step: string): Promise<void> {
  const button = page.getByRole('button', { name: 'Next' });
  await button.click();
  try {
    await page.waitForURL(new RegExp(`step=${step}$`), { timeout: 10_000 });
  } catch (error) {
    const shown = await page.locator('.field-error, .form-error-summary').allTextContents();
    throw new Error(`Did not reach ${step} from ${page.url()}: ${shown.join(' | ') || 'no error shown'}`, { cause: error });
  }
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
}

describe('claim wizard', () => {
  it('goes from the first step to a sent claim, keeping everything over a reload and a failed submit', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/claims/form'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'ana@example.ca');
    await page.waitForURL(/\/claims\/form/);

    await page.getByLabel(/Make/).fill('Honda');
    await page.getByLabel(/Model/).fill('Civic');
    await page.getByLabel(/Year/).fill('2019');
    await page.getByLabel(/Colour/).fill('Blue');
    await page.getByLabel(/Licence plate/).fill('ABCD 123');
    await next(page, 'weather');
    // The weather service fills the step; the text is the temperature, °C, then the description.
    await expect.poll(() => page.locator('.weather-now').textContent()).toMatch(/^Weather reported: -?\d+(\.\d+)? °C \S/);
    expect(await page.getByLabel(/Weather description/).inputValue()).not.toBe('');
    await next(page, 'location');
    await page.getByLabel(/Street address/).fill('100 King St W');
    await page.getByLabel(/City/).fill('Toronto');
    await page.getByLabel(/Province/).selectOption({ label: 'Ontario' });

    // Reload in the middle: the draft and the step list's progress survive.
    await page.reload();
    await page.getByLabel(/Street address/).waitFor();
    expect(await page.getByLabel(/Street address/).inputValue()).toBe('100 King St W');
    expect(await page.locator('.claim-steps li.done').count()).toBe(3);

    await next(page, 'dateTime');
    await page.getByLabel('Date').fill('2026-11-20');
    await page.getByLabel('Time').fill('08:30');
    await next(page, 'driver');
    await page.getByLabel(/First name/).fill('Ana');
    await page.getByLabel(/Last name/).fill('Silva');
    await page.getByLabel(/Phone/).fill('416-555-0199');
    await page.getByLabel(/Driver’s licence number/).fill('S1234-56789-01234');
    await page.getByLabel(/Driver’s licence \(photo or PDF\)/).setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(4096, 1) });
    // Progress is shown while the file uploads, then the upload settles.
    await page.getByText('Uploaded').waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await next(page, 'whatHappened');
    await page.getByLabel(/Type of damage/).selectOption({ label: 'Collision' });
    await page.getByLabel(/Description of what happened/).fill('Rear-ended at a red light.');
    for (const step of ['pictures', 'otherParty', 'officer', 'passenger', 'witness', 'note']) await next(page, step);
    await page.getByLabel(/^Note/).fill('The other driver stopped and apologised.');
    await next(page, 'disclaimer');
    await page.getByLabel(/I confirm/).check();
    await next(page, 'review');
    expect(await page.locator('.claim-review').textContent()).toContain('licence.jpg');

    // A failed submit says so and keeps the draft.
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:fail', '/claims/submit'));
    await page.getByRole('button', { name: 'Send the claim' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your claim was not sent. Your answers are kept; please try again.' }).waitFor();
    expect(await page.locator('.claim-review').textContent()).toContain('Honda');

    await page.evaluate(() => sessionStorage.removeItem('fixture-backend:fail'));
    await page.getByRole('button', { name: 'Send the claim' }).click();
    await page.getByText(/Your claim was sent\. Reference number: CLM-\d{4}-/).waitFor();
    await context.close();
  });

  it('shows the steps and their labels in French', async () => {
    const context = await newContext(browser, { width: 1200, locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto(brokerUrl('boreal', '/auth/login'));
    await page.getByLabel('Adresse courriel').fill('luc@example.ca');
    await page.getByRole('button', { name: 'M’envoyer un NIP' }).click();
    await page.getByLabel('NIP').fill('123456');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await page.getByLabel('J’accepte les conditions d’utilisation').check();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('L');
    await page.goto(brokerUrl('boreal', '/claims/form'));
    await page.getByLabel(/Marque/).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'attention' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Marque est obligatoire');
    expect(await page.locator('.claim-steps').textContent()).toContain('Ce qui s’est passé');
    await context.close();
  });
});
