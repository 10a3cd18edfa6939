// The claim wizard end to end, on the build a brokerage ships against the fixture server (each test
// its own scope: e2e/real-api.ts): every step, a licence file, reload in the middle, the weather of
// the accident's place and time, a failed submit that keeps the draft, a refused one that says why,
// then a successful one with the policy and VIN of the vehicle picked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin, completeLoginIn } from './sign-in.ts';
import AxeBuilder from '@axe-core/playwright';
import { fileBytes } from '../tests/file-bytes.ts';
import { ownerKeyOf } from '../src/state/persistence.ts';
import weatherData from '../fixtures/data/weather.json';

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

/** Puts a whole claim in the signed-in user's draft (as the wizard keeps it), to be read after a reload. */
async function seedClaimDraft(page: Page, email: string, when: { date: string; time: string }): Promise<void> {
  const done = (value: unknown) => ({ value, completed: true });
  const draft = {
    steps: {
      vehicle: done({ make: 'Honda', model: 'CR-V EX-L', year: 2020, colour: 'Lunar Silver', licencePlate: 'CKRT 482', vin: '2HKRW2H53LH612345', policyId: 'pol-auto-1' }),
      weather: done({ temperature: 24, description: 'Sunny' }),
      location: done({ address: '100 King Street West', city: 'Toronto', province: 'ON', zip: 'M5X 1A9', country: 'CA', latitude: 43.6487, longitude: -79.3817 }),
      dateTime: done(when),
      driver: done({ firstName: 'Émilie', lastName: 'Tremblay', phone: '416-555-0199', licenceNumber: 'T7651-48203-95612' }),
      whatHappened: done({ type: 'collision', description: 'Rear-ended at a red light.' }),
      pictures: { completed: false },
      otherParty: { completed: false },
      officer: { completed: false },
      passenger: { completed: false },
      witness: { completed: false },
      note: done({ note: 'Icy road.' }),
      disclaimer: done(true),
    },
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`iss:slice:claim:${ownerKeyOf(email)}`, JSON.stringify(draft)] as const);
}

/** Every weather request the page makes: its query, and the language it asks the answer in. */
function weatherAsked(page: Page): { latitude: number; longitude: number; date: string | null; language: string }[] {
  const asked: { latitude: number; longitude: number; date: string | null; language: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('/api/weather')) return;
    asked.push({ latitude: Number(url.searchParams.get('latitude')), longitude: Number(url.searchParams.get('longitude')), date: url.searchParams.get('date'), language: request.headers()['accept-language'] ?? '' });
  });
  return asked;
}

/** Every claim the page sends, as the server received it. */
function claimsSent(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/claims/submit')) sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  return sent;
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
    const context = await newContext(browser, { width: 1200, timezoneId: 'America/Toronto' });
    const page = await context.newPage();
    const asked = weatherAsked(page);
    const sent = claimsSent(page);
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
    // Neither the place nor the time is known yet: nothing is asked, the step says when it will be.
    await page.getByText('The weather is filled in for the place and time of the accident once you have given them.').waitFor();
    expect(await page.getByLabel(/Weather description/).inputValue()).toBe('');
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
    // The vehicle and the location (the weather is still to come).
    expect(await page.locator('.flow-steps li.done').count()).toBe(2);

    await next(page, 'dateTime');
    await page.getByLabel('Date').fill('2026-11-20');
    await page.getByLabel('Time').fill('08:30');
    await next(page, 'driver');
    // Now the place and the time are known: the weather of that morning in Toronto, asked once.
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatchObject({ latitude: 43.6487, longitude: -79.3817, date: '2026-11-20T13:30:00.000Z' });
    await expect.poll(() => page.locator('.flow-steps li.done').count()).toBe(4);
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
    await scope.slow(['/claims/licenceFile:1500']);
    await licence.setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(fileBytes('image/jpeg', 4096)) });
    const progress = page.getByRole('progressbar', { name: 'Uploading licence.jpg' });
    await progress.waitFor();
    // The share of bytes sent (XHR upload events, over real HTTP).
    const sentShare = Number(await progress.getAttribute('aria-valuenow'));
    expect(sentShare >= 0 && sentShare <= 100).toBe(true);
    await page.getByText('Uploaded').waitFor();
    await scope.slow([]);
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
    expect(await page.locator('.flow-review').textContent()).toMatch(/Weather-?\d+ °C \S/);

    // A failed submit says so and keeps the draft.
    // Sent from the keyboard: the focus stays on the button through the sending and the failure.
    await scope.fail(['/claims/submit']);
    await page.getByRole('button', { name: 'Send the claim' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Your claim was not sent. Your answers are kept; please try again.' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send the claim');
    expect(await page.locator('.flow-review').textContent()).toContain('Honda');
    expect((await storedDraft(page)).steps.vehicle?.completed).toBe(true);

    await scope.fail([]);
    await page.getByRole('button', { name: 'Send the claim' }).click();
    await page.getByText(/Your claim was sent to your broker\. Reference number: CLM-\d{4}-/).waitFor();
    // The vehicle picked from the account is the one on the auto policy: its policy and VIN go with it,
    // and the weather sent is the one asked for the accident's place and time.
    const claim = sent.at(-1) as { policyId?: string; vehicle: { vin?: string; make: string }; weather: { description: string; temperature?: number }; occurredAt: string };
    expect(claim.policyId).toBe('pol-auto-1');
    expect(claim.vehicle).toMatchObject({ make: 'Honda', vin: '2HKRW2H53LH612345' });
    expect(claim.occurredAt).toBe('2026-11-20T13:30:00.000Z');
    expect(weatherData.byMonth[10]?.descriptions).toContain(claim.weather.description);
    expect(asked).toHaveLength(1);

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

    // In French too: a saved vehicle; then, once the place and time are given, the weather with its
    // French label, text and error.
    const vehicles = page.getByLabel('Choisir un de vos véhicules');
    await expect.poll(() => vehicles.isEnabled()).toBe(true);
    await vehicles.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/step=weather$/);
    await page.getByText('La météo est remplie pour le lieu et le moment de l’accident une fois que vous les avez donnés.').waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/step=location$/);
    await page.getByLabel('Trouver l’adresse').fill('2150 rue Saint-Denis Montréal');
    await page.getByLabel('Trouver l’adresse').press('Enter');
    await page.getByText(/^Adresse remplie\s?: 2150 Rue Saint-Denis/).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/step=dateTime$/);
    await page.getByLabel('Date').fill('2026-07-10');
    await page.getByLabel('Heure').fill('14:30');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/step=driver$/);
    await page.locator('.flow-steps').getByRole('link', { name: /Météo/ }).click();
    await page.waitForURL(/step=weather$/);
    await expect.poll(() => page.locator('.weather-now').textContent()).toMatch(/^Météo signalée\s?: -?\d+(,\d+)?\s°C \S/);
    const description = page.getByLabel(/Description de la météo/);
    expect(weatherData.byMonth[6]?.descriptionsFr).toContain(await description.inputValue());
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

  it('asks the weather for the accident’s place and time once both are known, again when either changes, in the user’s language', async () => {
    // A US agency whose settings name a region far from the accident: the region is never asked.
    const context = await newContext(browser, { width: 390, height: 844, timezoneId: 'America/Toronto' });
    const page = await context.newPage();
    const asked = weatherAsked(page);
    await page.goto(brokerUrl('northwind', '/claims/form?step=weather'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'ana@example.ca');
    await page.waitForURL(/step=weather$/);
    await page.getByText('The weather is filled in for the place and time of the accident once you have given them.').waitFor();
    await page.goto(brokerUrl('northwind', '/claims/form?step=location'));
    await page.getByLabel('Find the address').fill('300 Pearl St Buffalo');
    await page.getByLabel('Find the address').press('Enter');
    await page.getByText(/^Address filled in: 300 Pearl St/).waitFor();
    await next(page, 'dateTime');
    // The place alone is not enough: nothing asked yet (neither the region nor today).
    expect(asked).toEqual([]);
    await page.getByLabel('Date').fill('2026-11-20');
    await page.getByLabel('Time').fill('08:30');
    await next(page, 'driver');
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatchObject({ latitude: 42.8846, longitude: -78.8766, date: '2026-11-20T13:30:00.000Z' });
    expect(asked[0]?.language).toMatch(/^en/);

    // The time changes: asked again, for the new time.
    await page.locator('.flow-steps').getByRole('link', { name: /Date and time/ }).click();
    await page.getByLabel('Time').fill('17:45');
    await next(page, 'driver');
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]).toMatchObject({ latitude: 42.8846, longitude: -78.8766, date: '2026-11-20T22:45:00.000Z' });
    // The place changes: asked again, there.
    await page.locator('.flow-steps').getByRole('link', { name: /Location/ }).click();
    await page.getByLabel('Find the address').fill('400 East Ave Rochester');
    await page.getByLabel('Find the address').press('Enter');
    await page.getByText(/^Address filled in: 400 East Ave/).waitFor();
    await expect.poll(() => asked.length).toBe(3);
    expect(asked[2]).toMatchObject({ latitude: 43.1522, longitude: -77.5906, date: '2026-11-20T22:45:00.000Z' });
    await page.locator('.flow-steps').getByRole('link', { name: /Weather/ }).click();
    await expect.poll(() => page.locator('.weather-now').textContent()).toMatch(/^Weather reported: -?[\d.]+ °F \S/);
    const english = await page.getByLabel(/Weather description/).inputValue();
    expect(weatherData.byMonth[10]?.descriptions).toContain(english);

    // In French, the weather reads in French: asked again in that language.
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => asked.length).toBe(4);
    expect(asked[3]).toMatchObject({ latitude: 43.1522, longitude: -77.5906, date: '2026-11-20T22:45:00.000Z' });
    expect(asked[3]?.language).toMatch(/^fr/);
    const index = weatherData.byMonth[10]?.descriptions.indexOf(english) ?? -1;
    await expect.poll(() => page.getByLabel(/Description de la météo/).inputValue()).toBe(weatherData.byMonth[10]?.descriptionsFr[index]);
    await expect.poll(() => page.locator('.weather-now').textContent()).toMatch(new RegExp(`^Météo signalée\\s?: \\S+\\s°F ${weatherData.byMonth[10]?.descriptionsFr[index]}$`));

    // The policyholder's own words are theirs: a change of time no longer replaces them.
    await page.getByLabel(/Description de la météo/).fill('Brouillard épais');
    await page.locator('.flow-steps').getByRole('link', { name: /Date et heure/ }).click();
    await page.getByLabel('Heure').fill('18:00');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.waitForURL(/step=driver$/);
    await page.locator('.flow-steps').getByRole('link', { name: /Météo/ }).click();
    expect(await page.getByLabel(/Description de la météo/).inputValue()).toBe('Brouillard épais');
    expect(asked).toHaveLength(4);
    await context.close();
  });

  it.each([
    ['en', 'lakeshore', { send: 'Send the claim', refused: 'Your claim was not sent: The policy AU-4821-0937 was not in force on the date of the accident.', check: 'Please check: Date and time', step: 'Date and time' }],
    ['fr', 'boreal', { send: 'Envoyer la réclamation', refused: 'Votre réclamation n’a pas été envoyée\u00a0: La police AU-4821-0937 n’était pas en vigueur à la date de l’accident.', check: 'Veuillez vérifier\u00a0: Date et heure', step: 'Date et heure' }],
  ] as const)('shows the server’s reason for a refused claim, and the step it names (%s)', async (language, broker, t) => {
    const context = await newContext(browser, { width: 390, height: 844, locale: language === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'America/Toronto' });
    const page = await context.newPage();
    const email = 'emilie.tremblay@example.ca';
    await page.goto(brokerUrl(broker, '/claims/form?step=review'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLoginIn(page, language, email);
    await page.waitForURL(/step=review$/);
    // A whole claim kept on the device, for an accident before the policy took effect (September 15, 2026).
    await seedClaimDraft(page, email, { date: '2026-08-20', time: '08:30' });
    await page.reload();
    const send = page.getByRole('button', { name: t.send });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    const alert = page.getByRole('alert').filter({ hasText: t.refused });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${t.refused}${t.check}`);
    // Where to fix it: the step the answer names.
    await alert.getByRole('link', { name: t.step }).click();
    await page.waitForURL(/step=dateTime$/);
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
