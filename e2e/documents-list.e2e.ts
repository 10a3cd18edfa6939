// The documents list in Chromium, on the build a brokerage ships against the fixture server (each
// test its own scope: e2e/real-api.ts): policies and documents with their tag badges, filter by tag
// and by text (kept in the url, so Back brings them back), open a PDF in a new tab, add a PDF and
// see it listed, the error states with Retry (a summary that never contradicts them), an account
// with no documents, the French list, and axe in both languages.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';
import { fileBytes } from '../tests/file-bytes.ts';
import { seriousViolations } from './axe.ts';

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

async function signedInAt(broker: string, path: string, options: { language?: 'en' | 'fr'; email?: string; width?: number } = {}): Promise<Page> {
  const language = options.language ?? 'en';
  const context = await newContext(browser, { width: options.width ?? 1200, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
  const page = await context.newPage();
  await page.goto(brokerUrl(broker, path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, options.email ?? 'emilie.tremblay@example.ca');
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

const policyCards = (page: Page) => page.getByRole('list', { name: 'Policies' }).getByRole('listitem');
const documentCards = (page: Page) => page.getByRole('list', { name: 'Documents' }).getByRole('listitem');
const documentTitles = (page: Page) => page.getByRole('list', { name: 'Documents' }).locator('h3').allTextContents();
const results = (page: Page) => page.locator('.documents-results').textContent();

describe('documents list', () => {
  it('lists policies and documents, newest first, with their tags as badges', async () => {
    const page = await signedInAt('lakeshore', '/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents and policies' }).waitFor();
    await documentCards(page).first().waitFor();
    expect(await policyCards(page).count()).toBe(11);
    expect(await documentCards(page).count()).toBe(14);
    expect(await results(page)).toBe('Showing 11 policies and 14 documents.');
    const auto = policyCards(page).filter({ hasText: 'AU-4821-0937' });
    expect(await auto.locator('.tag-badge').textContent()).toBe('Status: Valid');
    expect(await auto.textContent()).toContain('Intact Insurance');
    const cancelled = policyCards(page).filter({ hasText: 'WA-2209-5561' });
    expect(await cancelled.locator('.tag-badge').textContent()).toBe('Status: Cancelled');
    // Colour and text: the badge of each tone has its own colour, and the text names it.
    const colours = await page.locator('.tag-badge').evaluateAll((badges) => new Set(badges.map((badge) => getComputedStyle(badge).backgroundColor)).size);
    expect(colours).toBeGreaterThan(3);
    const titles = await documentTitles(page);
    expect(titles[0]).toBe('Invoice – auto policy new term');
    expect(titles.at(-1)).toBe('Annual account statement 2025');
    const badges = new Set(await page.getByRole('list', { name: 'Documents' }).locator('.tag-badge').allTextContents());
    expect([...badges].sort()).toEqual(['Billing notice', 'Cancellation', 'Invoice', 'New business', 'Policy change', 'Renewal', 'Rewrite', 'Statement'].map((tag) => `Tag: ${tag}`));
    await page.context().close();
  });

  it('narrows by a tag and by text, and Back keeps the filter', async () => {
    const page = await signedInAt('lakeshore', '/documents');
    await documentCards(page).first().waitFor();
    await page.getByLabel('Tag').selectOption({ label: 'Invoice (2)' });
    await page.waitForURL(/\/documents\?tag=invoice$/);
    await expect.poll(() => documentCards(page).count()).toBe(2);
    expect(await policyCards(page).count()).toBe(0);
    expect(await results(page)).toBe('Showing no policies and 2 documents.');
    await page.getByRole('searchbox', { name: 'Search' }).fill('co-operators');
    await page.waitForURL(/tag=invoice&q=co-operators$/);
    expect(await documentTitles(page)).toEqual(['Invoice – recreational policy premium']);

    await page.getByLabel('Tag').selectOption({ label: 'Cancelled (2)' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.waitForURL(/\/documents\?tag=cancelled$/);
    await expect.poll(() => policyCards(page).count()).toBe(2);
    expect(await documentCards(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Policy summary: Home RS-1098-4410' }).click();
    await page.waitForURL(/\/documents\/policy-summary\?id=pol-home-2$/);
    await page.goBack();
    await page.waitForURL(/\/documents\?tag=cancelled$/);
    await expect.poll(() => policyCards(page).count()).toBe(2);
    expect(await page.getByLabel('Tag').inputValue()).toBe('cancelled');
    await page.getByRole('button', { name: 'Show everything' }).click();
    await page.waitForURL(/\/documents$/);
    await expect.poll(() => documentCards(page).count()).toBe(14);
    await page.context().close();
  });

  it('opens a PDF in a new tab: the button names its type and size', async () => {
    const page = await signedInAt('lakeshore', '/documents');
    const open = page.getByRole('button', { name: 'Open Auto policy renewal 2026–2027 (PDF, 248 kB, opens in a new tab)' });
    await open.waitFor();
    // Fetched from the API with the token, then shown from an object url
    // (docs/adr/0074-files-fetched-with-the-token.md).
    const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
    await tab.waitForURL(/^blob:/);
    await tab.waitForLoadState('load');
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    await page.context().close();
  });

  it('adds a PDF through the upload queue and lists it', async () => {
    const page = await signedInAt('lakeshore', '/documents');
    await documentCards(page).first().waitFor();
    await scope.slow(['/documents/upload:1200']);
    await page.getByLabel(/^Document \(PDF, JPEG or PNG/).setInputFiles({ name: 'proof-of-address.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n'.padEnd(3000, ' ')) });
    await page.getByRole('progressbar', { name: 'Uploading proof-of-address.pdf' }).waitFor();
    await page.getByText('“proof-of-address.pdf” was added to your documents.').waitFor();
    await scope.slow([]);
    await expect.poll(() => documentCards(page).count()).toBe(15);
    expect((await documentTitles(page))[0]).toBe('proof-of-address');
    expect(await page.getByRole('button', { name: 'Open proof-of-address (PDF, 3 kB, opens in a new tab)' }).count()).toBe(1);
    // Another type is refused before anything is sent.
    await page.getByLabel(/^Document \(PDF, JPEG or PNG/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByRole('alert').filter({ hasText: 'File type not allowed' }).waitFor();
    expect(await documentCards(page).count()).toBe(15);
    await page.context().close();
  });

  it('shows the error with Retry when the documents cannot be loaded, and the list after Retry', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/documents'));
    await page.waitForURL(/\/auth\/login$/);
    // Failing before the list is ever loaded (nothing kept to show).
    await scope.fail(['/documents/getEdocs']);
    await completeLoginIn(page, 'en', 'emilie.tremblay@example.ca');
    await page.waitForURL(/\/documents$/);
    const alert = page.getByRole('alert').filter({ hasText: 'Your documents could not be loaded.' });
    await alert.waitFor();
    expect(await documentCards(page).count()).toBe(0);
    // The policies came: only the documents' section says it failed.
    await policyCards(page).first().waitFor();
    await scope.fail([]);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => documentCards(page).count()).toBe(14);
    expect(await page.getByRole('alert').count()).toBe(0);
    // Failing again later, the list already shown stays, under an error that says it is that list.
    await scope.fail(['/documents/getEdocs']);
    await page.goto(brokerUrl('lakeshore', '/documents'));
    const kept = page.getByRole('alert').filter({ hasText: 'Your documents could not be updated.' });
    await kept.waitFor();
    expect(await kept.textContent()).toContain('The list below is the one loaded earlier.');
    expect(await page.getByText('Your documents could not be loaded.').count()).toBe(0);
    expect(await documentCards(page).count()).toBe(14);
    expect(await results(page)).toBe('Showing 11 policies and 14 documents.');
    await page.context().close();
  });

  it.each([
    ['en', 'lakeshore', { error: 'Your documents could not be loaded.', shown: 'Showing 11 policies.', tag: 'Tag', group: 'Documents', invoice: 'Invoice' }],
    ['fr', 'boreal', { error: 'Vos documents n’ont pas pu être chargés.', shown: '11 polices affichées.', tag: 'Étiquette', group: 'Documents', invoice: 'Facture' }],
  ] as const)('never says "no documents" while the documents could not be loaded, and keeps their tags (%s)', async (language, broker, t) => {
    await scope.fail(['/documents/getEdocs']);
    const page = await signedInAt(broker, '/documents', { language, width: 390 });
    await page.getByRole('alert').filter({ hasText: t.error }).waitFor();
    await page.locator('.documents-card').first().waitFor();
    // The summary speaks of what is shown only: the policies.
    await expect.poll(() => results(page)).toBe(t.shown);
    // The document tags are still offered (their counts are unknown until the documents come).
    const group = page.getByLabel(t.tag).locator(`optgroup[label="${t.group}"]`);
    expect(await group.locator('option').allTextContents()).toContain(t.invoice);
    await page.context().close();
  });

  it('says a list shown under a failure is the one loaded earlier, never that it could not be loaded', async () => {
    const page = await signedInAt('lakeshore', '/documents', { width: 390 });
    await documentCards(page).first().waitFor();
    expect(await policyCards(page).count()).toBe(11);
    await scope.fail(['/documents/getPoliciesDetails']);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'Your policies could not be updated.' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The list below is the one loaded earlier.');
    expect(await page.getByText('Your policies could not be loaded.').count()).toBe(0);
    expect(await policyCards(page).count()).toBe(11);
    expect(await results(page)).toBe('Showing 11 policies and 14 documents.');
    await scope.fail([]);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  it('shows an account with no documents its empty state and the way to add one', async () => {
    const page = await signedInAt('lakeshore', '/documents', { email: 'empty@example.ca' });
    await page.getByText('You have no documents yet. Add one with the form below: a PDF, or a photo of a paper document.').waitFor();
    expect(await page.getByText('There are no policies on your account yet.').count()).toBe(1);
    expect(await page.getByRole('search').count()).toBe(0);
    await page.getByLabel(/^Document \(PDF, JPEG or PNG/).setInputFiles({ name: 'house-photo.png', mimeType: 'image/png', buffer: Buffer.from(fileBytes('image/png', 1500)) });
    await expect.poll(() => documentCards(page).count()).toBe(1);
    expect(await documentTitles(page)).toEqual(['house-photo']);
    await page.context().close();
  });

  it('speaks French: badges, headings, dates and sizes', async () => {
    const page = await signedInAt('boreal', '/documents', { language: 'fr' });
    await page.getByRole('heading', { level: 1, name: 'Documents et polices' }).waitFor();
    const policies = page.getByRole('list', { name: 'Polices' }).getByRole('listitem');
    await policies.first().waitFor();
    const auto = policies.filter({ hasText: 'AU-4821-0937' });
    expect(await auto.locator('.tag-badge').textContent()).toBe('Statut\u00a0: En vigueur');
    expect(await auto.textContent()).toContain('du 15 septembre 2026 au 15 septembre 2027');
    const badges = new Set(await page.getByRole('list', { name: 'Polices' }).locator('.tag-badge').allTextContents());
    expect([...badges].sort()).toEqual(['Annulée', 'En attente', 'En vigueur', 'Expirée'].map((tag) => `Statut\u00a0: ${tag}`));
    expect(await page.getByRole('button', { name: /^Ouvrir Auto policy renewal 2026–2027 \(PDF, 248\sko, s’ouvre dans un nouvel onglet\)$/ }).count()).toBe(1);
    await page.getByLabel('Étiquette').selectOption({ label: 'Facture (2)' });
    await expect.poll(() => page.locator('.documents-results').textContent()).toBe('Aucune police et 2 documents affichés.');
    await page.context().close();
  });
});

describe.each([
  ['en', 'lakeshore'],
  ['fr', 'boreal'],
] as const)('accessibility of the documents list in %s', (language, broker) => {
  it('has no serious or critical violation', async () => {
    const page = await signedInAt(broker, '/documents', { language, width: 420 });
    await page.locator('.documents-card').first().waitFor();
    await page.locator('.documents-add input[type=file]').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(`${language}-CA`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
