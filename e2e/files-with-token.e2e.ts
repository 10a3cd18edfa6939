// Files on a real back end (docs/adr/0074-files-fetched-with-the-token.md), on the build a
// brokerage ships (e2e/real-api.ts) on a phone: the server refuses a file's url without the bearer
// token; a document's Open fetches it with the token and shows it in a new tab from an object url;
// an inventory photo shows and its receipt opens the same way, and a file whose type would run in
// a tab (SVG) is saved instead; a file that cannot come says so under its document, in English and
// French, and the tab opened for it closes.
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';

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
const FILES = `${inject('fixtureServerUrl')}/api/files/`;

/** Signed in on `path` of maplecrest on a phone, with the requests for files recorded. */
async function signedInAt(path: string, language: 'en' | 'fr' = 'en'): Promise<{ page: Page; fileRequests: Request[] }> {
  const context = await newContext(browser, { ...PHONE, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
  const fileRequests: Request[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(FILES)) fileRequests.push(request);
  });
  const page = await context.newPage();
  await page.goto(scope.url('maplecrest', path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, 'emilie.tremblay@example.ca');
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return { page, fileRequests };
}

/** Taps `open` and gives the tab it opened once that tab shows the file from an object url. */
async function openedTab(page: Page, tap: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), tap()]);
  await tab.waitForURL(/^blob:/);
  return tab;
}

describe('files on a real back end', () => {
  it('refuses a file’s url to anyone without the token', async () => {
    const context = await newContext(browser, PHONE);
    const answer = await context.request.get(`${FILES}AU-4821-0937-renewal-2026.pdf?broker=maplecrest`, { headers: { Origin: scope.origin('maplecrest') } });
    expect(answer.status()).toBe(401);
    expect(await answer.json()).toMatchObject({ data: { code: 401 } });
    await context.close();
  });

  it('opens a document in a new tab, fetched with the bearer token', async () => {
    const { page, fileRequests } = await signedInAt('/documents');
    const open = page.getByRole('button', { name: 'Open Auto policy renewal 2026–2027 (PDF, 248 kB, opens in a new tab)' });
    const tab = await openedTab(page, () => open.click());
    // The tab shows the PDF from an object url of the app's origin, never the API's url.
    expect(new URL(tab.url().slice('blob:'.length)).origin).toBe(scope.origin('maplecrest'));
    await tab.waitForLoadState('load');
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
    expect(fileRequests.map((request) => [new URL(request.url()).pathname, request.isNavigationRequest()])).toEqual([['/api/files/AU-4821-0937-renewal-2026.pdf', false]]);
    expect(await fileRequests[0]?.headerValue('authorization')).toMatch(/^Bearer fixture-/);
    const answer = await fileRequests[0]?.response();
    expect(answer?.status()).toBe(200);
    expect(await answer?.headerValue('content-type')).toBe('application/pdf');
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.context().close();
  });

  for (const { language, name, error } of [
    { language: 'en', name: /^Open Auto policy renewal 2026–2027 \(/, error: 'The document could not be opened. Something went wrong, please try again.' },
    { language: 'fr', name: /^Ouvrir Auto policy renewal 2026–2027 \(/, error: 'Le document n’a pas pu être ouvert. Une erreur s’est produite, veuillez réessayer.' },
  ] as const) {
    it(`says so under the document when its file cannot come, and closes the tab opened for it (${language})`, async () => {
      const { page } = await signedInAt('/documents', language);
      const open = page.getByRole('button', { name });
      await open.waitFor();
      await scope.fail(['/files/:network']);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
      const card = page.locator('.document-card').filter({ has: open });
      const alert = card.getByRole('alert');
      await alert.waitFor();
      expect((await alert.textContent())?.replace(/\u00a0/g, ' ')).toBe(error);
      await expect.poll(() => tab.isClosed()).toBe(true);
      // Once the file can come, the same button opens it.
      await scope.fail([]);
      const second = await openedTab(page, () => open.click());
      expect(second.url()).toMatch(/^blob:/);
      expect(await alert.count()).toBe(0);
      await page.context().close();
    });
  }

  it('shows an inventory photo and opens its receipt, both fetched with the token', async () => {
    const { page, fileRequests } = await signedInAt('/inventory?room=grp-living&item=itm-tv');
    const photo = page.getByRole('img', { name: 'Photo of tv.jpg' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const tab = await openedTab(page, () => page.getByRole('button', { name: 'Open tv-receipt.pdf (opens in a new tab)' }).click());
    expect(tab.url()).toMatch(/^blob:/);
    const asked = fileRequests.map((request) => new URL(request.url()).pathname);
    expect(asked).toEqual(expect.arrayContaining(['/api/files/tv.jpg', '/api/files/tv-receipt.pdf']));
    for (const request of fileRequests) expect(await request.headerValue('authorization')).toMatch(/^Bearer fixture-/);
    await page.context().close();
  });

  it('saves a file whose type a tab would run (the fixture’s photo is an SVG) instead of showing it on the app’s origin', async () => {
    const { page } = await signedInAt('/inventory?room=grp-living&item=itm-tv');
    const [download, tab] = await Promise.all([
      page.waitForEvent('download'),
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Open tv.jpg (opens in a new tab)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tv.jpg');
    await expect.poll(() => tab.isClosed()).toBe(true);
    expect(page.context().pages()).toEqual([page]);
    await page.context().close();
  });
});
