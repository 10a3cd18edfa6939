// The claim wizard end to end on the fixture backend: every step, a licence file, reload in the
// middle, a failed submit that keeps the draft, then a successful one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin, completeLoginIn } from './sign-in.ts';
import AxeBuilder from '@axe-core/playwright';
import { fileBytes } from '../tests/file-bytes.ts';

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

/** The persisted claim draft, as the app keeps it in localStorage (per user: `iss:slice:claim:<user key>`). */
async function storedDraft(page: Page): Promise<{ steps: Record<string, { value: unknown; completed: boolean }> }> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /slice:claim(:|$)/.test(k));
    return JSON.parse(localStorage.getItem(key ?? '') ?? '{}') as never;
  });
}

/** A 3000×2000 camera-like JPEG (noisy, high quality) made in the page, as bytes. */
async function cameraSizedJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    const image = g.createImageData(3000, 2000);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      image.data[i] = seed & 255;
      image.data[i + 1] = (seed >>> 8) & 255;
      image.data[i + 2] = (seed >>> 16) & 255;
      image.data[i + 3] = 255;
    }
    g.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe('claim wizard', () => {
  it('goes from the first step to a sent claim, keeping everything over a reload and a failed submit', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/claims/form'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'ana@example.ca');
    await page.waitForURL(/\/claims\/form/);

    // The vehicle comes from the account's list; the fields stay editable.
    const vehicles = page.getByLabel('Choose one of your vehicles');
    await expect.poll(() => vehicles.isEnabled()).toBe(true);
    await vehicles.selectOption({ label: '2020 Honda CR-V EX-L · CKRT 482' });
    expect(await page.getByLabel(/Model/).inputValue()).toBe('CR-V EX-L');
    await page.getByLabel(/Colour/).fill('Silver');
    await next(page, 'weather');
    // The weather service fills the step; the text is the temperature, °C, then the description.
    await expect.poll(() => page.locator('.weather-now').textContent()).toMatch(/^Weather reported: -?\d+(\.\d+)? °C \S/);
    expect(await page.getByLabel(/Weather description/).inputValue()).not.toBe('');
    await next(page, 'location');
    // Geocoding fills the address fields from a typed address.
    await page.getByLabel('Find the address').fill('100 King St W Toronto');
    await page.getByLabel('Find the address').press('Enter');
    await page.getByText('Address filled in: 100 King St W, Toronto, ON M5X 1A9, Canada').waitFor();
    expect(await page.getByLabel(/Street address/).inputValue()).toBe('100 King Street West');
    expect(await page.getByLabel(/City/).inputValue()).toBe('Toronto');
    expect(await page.getByLabel(/Province/).locator('option:checked').textContent()).toBe('Ontario');
    expect(await page.getByLabel(/Postal code/).inputValue()).toBe('M5X 1A9');

    // Reload in the middle: the draft and the step list's progress survive.
    await page.reload();
    await page.getByLabel(/Street address/).waitFor();
    expect(await page.getByLabel(/Street address/).inputValue()).toBe('100 King Street West');
    expect(await page.locator('.flow-steps li.done').count()).toBe(3);

    await next(page, 'dateTime');
    await page.getByLabel('Date').fill('2026-11-20');
    await page.getByLabel('Time').fill('08:30');
    await next(page, 'driver');
    const drivers = page.getByLabel('Choose one of your drivers');
    await expect.poll(() => drivers.isEnabled()).toBe(true);
    await drivers.selectOption({ label: 'Émilie Tremblay' });
    expect(await page.getByLabel(/Driver’s licence number/).inputValue()).toBe('T7651-48203-95612');
    await page.getByLabel(/Phone/).fill('416-555-0199');
    const licence = page.getByLabel(/Driver’s licence \(photo or PDF\)/);
    await licence.setInputFiles({ name: 'wrong.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(fileBytes('image/jpeg', 2048)) });
    await page.getByText('Uploaded').waitFor();
    // Removing an uploaded licence file deletes it on the server, then from the draft.
    await page.getByRole('button', { name: 'Remove wrong.jpg' }).click();
    await expect.poll(() => page.getByText('wrong.jpg').count()).toBe(0);
    // A slow connection: the upload shows its progress until it settles.
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:slow', '/claims/licenceFile:1500'));
    await licence.setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(fileBytes('image/jpeg', 4096)) });
    const progress = page.getByRole('progressbar', { name: 'Uploading licence.jpg' });
    await progress.waitFor();
    // The share of bytes sent (XHR upload events; under the page's msw worker Chromium reports them
    // only with the answer, e2e/fixture-server.e2e.ts sees them grow over real HTTP).
    const sent = Number(await progress.getAttribute('aria-valuenow'));
    expect(sent >= 0 && sent <= 100).toBe(true);
    await page.getByText('Uploaded').waitFor();
    await page.evaluate(() => sessionStorage.removeItem('fixture-backend:slow'));
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await next(page, 'whatHappened');
    await page.getByLabel(/Type of damage/).selectOption({ label: 'Collision' });
    await page.getByLabel(/Description of what happened/).fill('Rear-ended at a red light.');
    await next(page, 'pictures');
    // A camera-sized photo is resized on the device before it is uploaded.
    const photo = await cameraSizedJpeg(page);
    await page.getByRole('button', { name: 'Add picture' }).click();
    await page.getByLabel(/^Picture/).setInputFiles({ name: 'damage.jpeg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Uploaded').waitFor();
    // The chosen photo is shown small, decoded from the resized file.
    await expect.poll(() => page.locator('img.file-preview').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    await expect.poll(async () => ((await storedDraft(page)).steps.pictures?.value as { pictures?: { id: string }[] } | undefined)?.pictures?.[0]?.id ?? '').toMatch(/^pic-/);
    const stored = ((await storedDraft(page)).steps.pictures?.value as { pictures?: { uid: string; name: string; size: number; type: string }[] } | undefined)?.pictures?.[0];
    expect(stored, JSON.stringify(stored)).toMatchObject({ name: 'damage.jpg', type: 'image/jpeg' });
    expect(stored?.uid).toMatch(/^[0-9a-f-]{36}$/);
    // 1600 px on the longest side instead of 3000: well under half the bytes.
    expect(stored?.size).toBeLessThan(photo.length / 2);
    for (const step of ['otherParty', 'officer', 'passenger', 'witness', 'note']) await next(page, step);
    await page.getByLabel(/^Note/).fill('The other driver stopped and apologised.');
    await next(page, 'disclaimer');
    await page.getByLabel(/I confirm/).check();
    await next(page, 'review');
    expect(await page.locator('.flow-review').textContent()).toContain('licence.jpg');
    expect(await page.locator('.flow-review').textContent()).toContain('damage.jpg');

    // A failed submit says so and keeps the draft.
    // Sent from the keyboard: the focus stays on the button through the sending and the failure.
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:fail', '/claims/submit'));
    await page.getByRole('button', { name: 'Send the claim' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Your claim was not sent. Your answers are kept; please try again.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send the claim');
    expect(await page.locator('.flow-review').textContent()).toContain('Honda');
    expect((await storedDraft(page)).steps.vehicle?.completed).toBe(true);

    await page.evaluate(() => sessionStorage.removeItem('fixture-backend:fail'));
    await page.getByRole('button', { name: 'Send the claim' }).click();
    await page.getByText(/Your claim was sent to your broker\. Reference number: CLM-\d{4}-/).waitFor();

    // Then a rating of the brokerage, with the keyboard only: Tab past the new-claim link into the
    // stars, arrows to 5, a comment, Enter on Send.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Start a new claim');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('radio');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: '5 stars, Excellent' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Quick and kind, thank you.');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send my rating');
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' });
    await thanks.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Thank you for your feedback!');
    // A good rating: lakeshore's public review pages.
    const google = page.getByRole('link', { name: 'Review us on Google (opens in a new tab)' });
    expect(await google.getAttribute('href')).toBe('https://example.org/lakeshore/reviews/google');
    expect(await google.getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Review us on Facebook (opens in a new tab)' }).getAttribute('href')).toBe('https://example.org/lakeshore/reviews/facebook');
    const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    // Leaving the page resets the rating (docs/product-rules.md#navigation-resets): back at the sent claim, the stars are new.
    await page.locator('.app-sidebar').getByRole('link', { name: /^Documents/ }).click();
    await page.waitForURL(/\/documents$/);
    await page.locator('.app-sidebar').getByRole('link', { name: /^Report a claim/ }).click();
    await page.waitForURL(/\/claims\/form/);
    await page.locator('.flow-steps').getByRole('link', { name: 'Review and send' }).click();
    await page.getByRole('radio', { name: '5 stars, Excellent' }).waitFor();
    expect(await page.getByRole('radio', { name: '5 stars, Excellent' }).isChecked()).toBe(false);
    expect(await page.getByText('Thank you for your feedback!').count()).toBe(0);
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
    expect(await summary.textContent()).toContain('Le champ «\u00a0Marque\u00a0» est obligatoire');
    expect(await page.locator('.flow-steps').textContent()).toContain('Ce qui s’est passé');

    // Second step, in French too: a saved vehicle, then the weather with its French label and error.
    const vehicles = page.getByLabel('Choisir un de vos véhicules');
    await expect.poll(() => vehicles.isEnabled()).toBe(true);
    await vehicles.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/step=weather$/);
    await expect.poll(() => page.locator('.weather-now').textContent()).toMatch(/^Météo signalée\s?: -?\d+(,\d+)?\s°C \S/);
    const description = page.getByLabel(/Description de la météo/);
    await description.fill('');
    await page.getByRole('button', { name: 'Suivant' }).click();
    const weatherSummary = page.getByRole('alert').filter({ hasText: 'attention' });
    await weatherSummary.waitFor();
    expect(await weatherSummary.textContent()).toContain('Le champ «\u00a0Description de la météo\u00a0» est obligatoire');
    expect(await description.getAttribute('aria-invalid')).toBe('true');
    // The step's intro comes from its schema, in French as well.
    expect(await page.locator('.flow-step').textContent()).toContain('La météo au moment des faits');
    await context.close();
  });

  it('uploads a picture chosen offline once the connection returns, and fills the location from the device position', async () => {
    const context = await newContext(browser, { width: 420, height: 860 });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/claims/form?step=pictures'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'ana@example.ca');
    // Back to the very step after login: the return path keeps the query.
    await page.waitForURL(/\/claims\/form\?step=pictures$/);
    await page.getByRole('button', { name: 'Add picture' }).waitFor();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add picture' }).click();
    await page.getByLabel(/^Picture/).setInputFiles({ name: 'scene.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(fileBytes('image/jpeg', 3000)) });
    await page.getByText('Waiting for a connection to upload…').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Uploading scene.jpg' }).getAttribute('aria-valuenow')).toBe('0');
    // The picture is in the draft already (a local reference; the bytes wait in IndexedDB).
    await expect.poll(async () => ((await storedDraft(page)).steps.pictures?.value as { pictures?: { id: string }[] } | undefined)?.pictures?.[0]?.id ?? '').toMatch(/^local-/);

    await context.setOffline(false);
    await page.getByText('Uploaded').waitFor();
    await expect.poll(async () => ((await storedDraft(page)).steps.pictures?.value as { pictures?: { id: string }[] } | undefined)?.pictures?.[0]?.id ?? '').toMatch(/^pic-/);
    expect((await storedDraft(page)).steps.pictures?.completed).toBe(true);

    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 43.4487, longitude: -79.6644 });
    await page.goto(brokerUrl('lakeshore', '/claims/form?step=location'));
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.getByText(/^Address filled in: 48 Maple Crescent/).waitFor();
    expect(await page.getByLabel(/City/).inputValue()).toBe('Oakville');

    // Start over clears every step, after a confirmation.
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Clear all answers' }).click();
    await page.getByText('All answers were cleared.').waitFor();
    await page.waitForURL(/step=vehicle$/);
    expect(await page.locator('.flow-steps li.done').count()).toBe(0);
    // A draft back at empty is no longer stored (drafts are per user: none left for this one).
    await expect.poll(async () => Object.values((await storedDraft(page)).steps ?? {}).some((step) => step.completed)).toBe(false);
    await context.close();
  });

  it.each([
    ['en-CA', 'lakeshore', 'luc@example.ca'],
    ['fr-CA', 'boreal', 'luc@example.ca'],
  ])('has no serious or critical axe violation on a step and on the review page (%s)', async (locale, broker, email) => {
    const context = await newContext(browser, { width: 1200, locale });
    const page = await context.newPage();
    await page.goto(brokerUrl(broker, '/claims/form?step=location'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLoginIn(page, locale.startsWith('fr') ? 'fr' : 'en', email);
    await page.waitForURL(/\/claims\/form\?step=location$/);
    const check = async () => {
      const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    };
    await page.locator('.address-lookup input').waitFor();
    // With the errors shown too: submit the empty step.
    await page.locator('.schema-form button[type=submit]').click();
    await page.locator('.form-error-summary').waitFor();
    expect(await check()).toEqual([]);
    await page.goto(brokerUrl(broker, '/claims/form?step=review'));
    await page.locator('.flow-review').waitFor();
    expect(await check()).toEqual([]);
    await context.close();
  });
});
