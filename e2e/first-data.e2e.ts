// A screen shows with its first data (docs/adr/0064-a-screen-shows-with-its-first-data.md): the
// route's entry starts the screen's first calls beside its chunk, start-up and a tap wait for them
// (at most 500 ms), and the screen's own useCall joins them. So a cold load of the profile, a tap
// to the users, a cold load of a custom page, of the claim numbers, of the documents and of the
// contact (with the representative) show no loading line first,
// and each call is asked for once. The answers are slowed (COLD_LOAD_LATE_MS), so without the
// entry the loading line shows. On the build a brokerage ships, on a real HTTP API
// (docs/adr/0073-browser-tests-on-the-real-api-build.md).
// While a tap waits, the old screen stays and a progress bar says a page is on its way; Back
// pressed meanwhile cancels the tap.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';
import { untilWorkerActive } from './service-worker.ts';

const BROKER = 'maplecrest';
/**
 * How late a cold load's first answers come. Start-up waits at most 500 ms from the settings'
 * answer, and on a real API a call's first request from a page also waits for its CORS preflight
 * (the client sends Selected-Language): 200 ms leaves that round trip room on a loaded machine
 * (300 ms failed one run in three there), and any delay at all shows the loading line when the
 * request leaves only on mount.
 */
const COLD_LOAD_LATE_MS = 200;
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

/**
 * Signed in on the home page, the app saved on the device. On this build the installed app's worker
 * registers after the first screen, then downloads every script: a cold load timed while it does
 * would time the preview server's queue, not the route's entry.
 */
async function signedIn(broker = BROKER, language: 'en' | 'fr' = 'en', email = 'emilie.tremblay@example.ca'): Promise<Page> {
  const context = await newContext(browser, { width: 1200 });
  const page = await context.newPage();
  await page.goto(scope.url(broker, '/auth/login'));
  await completeLoginIn(page, language, email);
  await page.waitForURL((url) => url.pathname === '/');
  await untilWorkerActive(page);
  return page;
}

/** Records whether a loading line ever entered the page, from the next load on. */
async function watchLoadingLines(page: Page, dropStored: string[] = []): Promise<() => Promise<boolean>> {
  await page.addInitScript((prefixes: string[]) => {
    // Dropped as the page starts (not before: the page still running would store it again).
    for (const key of Object.keys(localStorage)) if (prefixes.some((prefix) => key.startsWith(prefix))) localStorage.removeItem(key);
    const seen = { loading: false };
    Object.assign(window, { loadingSeen: seen });
    new MutationObserver(() => {
      if (document.querySelector('.request-loading')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  }, dropStored);
  return () => page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading);
}

/** Counts the page's requests whose path ends with one of `paths`. */
function countRequests(page: Page, paths: string[]): Record<string, number> {
  const counts = Object.fromEntries(paths.map((path) => [path, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const wanted of paths) if (path.endsWith(wanted)) counts[wanted] = (counts[wanted] ?? 0) + 1;
  });
  return counts;
}

describe('a screen shows with its first data', () => {
  it('the profile on a cold load, then the users after a tap (a progress bar while it waits): whole, each asked for once', async () => {
    const page = await signedIn();
    await scope.slow([`/me:${COLD_LOAD_LATE_MS}`, '/users/vaultUserAccountList:300']);
    const loadingSeen = await watchLoadingLines(page);
    const counts = countRequests(page, ['/me', '/users/vaultUserAccountList']);
    await page.goto(scope.url(BROKER, '/user/profile'));
    await page.getByText('emilie.tremblay@example.ca', { exact: true }).waitFor();
    expect(await loadingSeen()).toBe(false);
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    // While the tap waits, the profile stays, and the page says another is on its way.
    const progress = page.getByRole('progressbar', { name: 'Loading the page' });
    await progress.waitFor();
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Profile');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: '@example.ca' }).first().waitFor();
    expect(await loadingSeen()).toBe(false);
    expect(await progress.count()).toBe(0);
    expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
    await page.waitForLoadState('networkidle');
    expect(counts).toEqual({ '/me': 1, '/users/vaultUserAccountList': 1 });
    await page.context().close();
  });

  it('Back pressed while a tap waits: the tapped page never opens', async () => {
    const page = await signedIn();
    await scope.slow(['/users/vaultUserAccountList:1500']);
    // In-app from home to the profile, so Back stays in the same document.
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
    await page.getByText('emilie.tremblay@example.ca', { exact: true }).waitFor();
    const sameDocument = await page.evaluate(() => Object.assign(window, { sameDocument: true }).sameDocument);
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    // At once, while the tap waits: its answer is 1.5 s late, and a tap waits 500 ms at most.
    expect(new URL(page.url()).pathname).toBe('/user/profile');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    // The home page's heading is the brokerage's name.
    await page.getByRole('heading', { level: 1, name: 'Maplecrest Insurance Brokers' }).waitFor();
    // Past the longest a tap waits (500 ms), with time to spare: still home, no sign left.
    await page.waitForTimeout(1500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Maplecrest Insurance Brokers');
    expect(await page.getByRole('progressbar', { name: 'Loading the page' }).count()).toBe(0);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(sameDocument);
    await page.context().close();
  });

  it('a custom page on a cold load (its id in the query): whole, asked for once', async () => {
    const context = await newContext(browser, { width: 390 });
    const page = await context.newPage();
    await page.goto(scope.url(BROKER, '/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The app saved on the device first, as in signedIn.
    await untilWorkerActive(page);
    await scope.slow([`/customContent/:${COLD_LOAD_LATE_MS}`]);
    const loadingSeen = await watchLoadingLines(page);
    const counts = countRequests(page, ['/customContent/about-us']);
    await page.goto(scope.url(BROKER, '/cp?path=about-us'));
    await page.getByRole('heading', { level: 1, name: 'About Maplecrest' }).waitFor();
    expect(await loadingSeen()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(counts).toEqual({ '/customContent/about-us': 1 });
    await context.close();
  });

  it("the claim numbers on a cold load (the brokerage's option read at the entry): whole, asked for once", async () => {
    const page = await signedIn();
    await scope.slow([`/claims/claimNumbers:${COLD_LOAD_LATE_MS}`]);
    const loadingSeen = await watchLoadingLines(page);
    const counts = countRequests(page, ['/claims/claimNumbers']);
    await page.goto(scope.url(BROKER, '/claims'));
    await page.getByRole('heading', { level: 2, name: 'Insurance companies' }).waitFor();
    expect(await page.getByText('Intact Insurance').count()).toBeGreaterThan(0);
    expect(await loadingSeen()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(counts).toEqual({ '/claims/claimNumbers': 1 });
    await page.context().close();
  });

  it('no claim numbers for a brokerage that does not show them (boreal, in French): straight to the wizard, nothing asked for', async () => {
    const page = await signedIn('boreal', 'fr', 'luc@example.ca');
    const counts = countRequests(page, ['/claims/claimNumbers']);
    await page.goto(scope.url('boreal', '/claims'));
    await page.waitForURL((url) => url.pathname === '/claims/form');
    await page.getByLabel(/Marque/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(counts).toEqual({ '/claims/claimNumbers': 0 });
    await page.context().close();
  });

  it('the documents on a cold load without the device copy: policies and documents whole, each asked for once', async () => {
    const page = await signedIn();
    await scope.slow([`/documents/getEdocs:${COLD_LOAD_LATE_MS}`, `/documents/getPoliciesDetails:${COLD_LOAD_LATE_MS}`]);
    const loadingSeen = await watchLoadingLines(page, ['iss:slice:documents:']);
    const counts = countRequests(page, ['/documents/getEdocs', '/documents/getPoliciesDetails']);
    await page.goto(scope.url(BROKER, '/documents'));
    await page.getByRole('list', { name: 'Documents' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('list', { name: 'Policies' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await loadingSeen()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(counts).toEqual({ '/documents/getEdocs': 1, '/documents/getPoliciesDetails': 1 });
    await page.context().close();
  });

  it('the contact on a cold load: the staff lookup leaves with the details, at the entry, not after the screen shows; each asked for once', async () => {
    const page = await signedIn();
    await scope.slow([`/contact/details:${COLD_LOAD_LATE_MS}`]);
    const loadingSeen = await watchLoadingLines(page, ['iss:slice:contact:']);
    const counts = countRequests(page, ['/contact/details', '/chat/staffMembers']);
    await page.goto(scope.url(BROKER, '/contact'));
    await page.getByRole('heading', { level: 2, name: 'Your representative' }).waitFor();
    // Émilie's csrDataId (csr-102) is Daniel Singh among the fixture's staff members.
    expect(await page.locator('.staff-name').innerText()).toBe('Daniel Singh');
    expect(await loadingSeen()).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(counts).toEqual({ '/contact/details': 1, '/chat/staffMembers': 1 });
    // Timed in the page: the lookup left before the details' answer (COLD_LOAD_LATE_MS late) came back.
    const timing = await page.evaluate(() => Object.fromEntries(performance.getEntriesByType('resource')
      .filter((entry) => /\/api\/(contact\/details|chat\/staffMembers)/.test(entry.name))
      .map((entry) => [new URL(entry.name).pathname.replace(/^.*\/api/, ''), { start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd }])));
    expect(timing['/chat/staffMembers']?.start).toBeLessThan(timing['/contact/details']?.end ?? 0);
    await page.context().close();
  });
});
