// The installable app: one service worker (the precached shell; with the fixture backend in the
// page, msw's part too), offline reload, and the brokerage's own manifest. On the build a brokerage
// ships, on a real HTTP API (docs/adr/0073-browser-tests-on-the-real-api-build.md), but for the
// msw check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { brokerUrl } from './urls.ts';
import { navigateOffline, untilWorkerActive, untilWorkerControls } from './service-worker.ts';

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
 * Ids of the service-worker registrations Chromium reports deleted from now on (DevTools
 * protocol). Watched from a blank tab of the same context: a second DevTools session on the
 * page under test would undo its offline emulation after a reload.
 */
async function registrationDeletions(context: BrowserContext): Promise<string[]> {
  const deleted: string[] = [];
  const watcher = await context.newPage();
  const session = await context.newCDPSession(watcher);
  session.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: Array<{ registrationId: string; isDeleted: boolean }> }) => {
    for (const registration of event.registrations) if (registration.isDeleted) deleted.push(registration.registrationId);
  });
  await session.send('ServiceWorker.enable');
  return deleted;
}

describe('installable app', () => {
  it('reloads offline: the precached shell shows the brokerage from the device, with the offline notice', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    await page.goto(scope.url('maplecrest'));
    await page.getByRole('heading', { level: 1, name: 'Maplecrest Insurance Brokers' }).waitFor();
    await untilWorkerActive(page);
    await expect.poll(() => page.evaluate(() => (localStorage.getItem('iss:slice:lastSettings') ?? '').includes('maplecrest|direct'))).toBe(true);
    const deleted = await registrationDeletions(context);
    await context.setOffline(true);
    await navigateOffline(page, () => page.reload({ waitUntil: 'commit' }));
    await page.getByText('You went offline').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(scope.url('maplecrest', '/sw.js'));
    expect(await page.getByRole('status').filter({ hasText: 'Online status' }).count()).toBe(1);
    // The shell from the worker, the brokerage from the settings saved on this visit
    // (docs/product-rules.md#last-good-settings).
    await page.getByRole('heading', { level: 1, name: 'Maplecrest Insurance Brokers' }).waitFor();
    await page.locator('main .menu-name').filter({ visible: true }).first().waitFor();
    await page.locator('header').getByRole('link', { name: 'Maplecrest Insurance Brokers' }).waitFor();
    const saved = page.getByRole('status').filter({ hasText: /^Saved version of / });
    await saved.waitFor();
    expect(deleted).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => page.getByText('You went offline').count()).toBe(0);
    await saved.waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });

  // In-page build: msw's part of the worker, which once unregistered the registration, is only there.
  it('reloads offline with the fixture backend in the worker: msw leaves the app’s registration alone', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest'));
    await page.getByRole('heading', { level: 1, name: 'Maplecrest Insurance Brokers' }).waitFor();
    await untilWorkerControls(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(brokerUrl('maplecrest', '/sw.js'));
    // The registration must outlive the reload: msw's part of the worker once unregistered it when
    // its last page closed, and a reload that raced it left the app offline with no page at all.
    const deleted = await registrationDeletions(context);
    await context.setOffline(true);
    await navigateOffline(page, () => page.reload({ waitUntil: 'commit' }));
    await page.getByText('You went offline').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Online status' }).count()).toBe(1);
    // The shell and, through the worker's fixture backend, the brokerage still render.
    await page.getByRole('heading', { level: 1, name: 'Maplecrest Insurance Brokers' }).waitFor();
    await page.locator('main .menu-name').filter({ visible: true }).first().waitFor();
    await page.locator('header').getByRole('link', { name: 'Maplecrest Insurance Brokers' }).waitFor();
    expect(deleted).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => page.getByText('You went offline').count()).toBe(0);
    await context.close();
  });

  it("links a manifest made from the brokerage's settings", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(scope.url('northwind'));
    await page.getByRole('heading', { level: 1, name: 'Northwind Agency' }).waitFor();
    // The link is a part of its own, added just after the first screen.
    await page.locator('link[rel="manifest"][href^="data:"]').waitFor({ state: 'attached' });
    const manifest = await page.evaluate(() => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '';
      return JSON.parse(decodeURIComponent(href.replace(/^data:application\/manifest\+json,/, ''))) as { name: string; theme_color: string; start_url: string };
    });
    expect(manifest).toMatchObject({ name: 'Northwind Agency', theme_color: '#0b5394', start_url: scope.url('northwind', '/') });
    await context.close();
  });
});
