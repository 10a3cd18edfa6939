// Foundation flows in a real Chromium on the build a brokerage ships, on a real HTTP API
// (docs/adr/0073-browser-tests-on-the-real-api-build.md).
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';

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
 * The preview on localhost itself, with no brokerage in the host name: it cannot carry a scope's
 * label, so its calls land in the fixture server's default scope (this test only reads).
 */
const bareLocalhost = (path = '/') => `http://localhost:${inject('apiPreviewPort')}${path}`;

// Phone width by default: there the home shows the brokerage's whole menu (at desktop width the
// sidebar has it and the start page shows only the first few entries as cards).
async function open(broker: string | null, path = '/', options: { width?: number } = {}): Promise<Page> {
  const context = await newContext(browser, { width: 420, ...options });
  const page = await context.newPage();
  await page.goto(broker ? scope.url(broker, path) : bareLocalhost(path));
  return page;
}

async function menuNames(page: Page): Promise<string[]> {
  const main = page.locator('main');
  await main.locator('.menu-name').first().waitFor();
  return main.locator('.menu-name').allTextContents();
}

describe('fixture brokerages by host name', () => {
  it('shows the default CA brokerage with its brand name and the six default entries', async () => {
    const page = await open('maplecrest');
    await page.locator('header').getByRole('link', { name: 'Maplecrest Insurance Brokers' }).waitFor();
    expect(await menuNames(page)).toEqual(['Get Quote', 'My Documents', 'Report Claim', 'Payments', 'Home Inventory', 'Road Services']);
    await page.context().close();
  });

  it('shows the US agency with its own brand name and menu (its bill paid online, nameless entry dropped, label override)', async () => {
    const page = await open('northwind');
    await expect.poll(() => page.locator('header').textContent()).toContain('Northwind Agency');
    const names = await menuNames(page);
    expect(names).toContain('My Papers');
    expect(names).toContain('Roadside Help');
    expect(names).toContain('Pay My Bill');
    expect(names).not.toContain('Get Quote');
    await page.context().close();
  });

  it('serves localhost itself with the default brokerage', async () => {
    const page = await open(null);
    await page.locator('header').getByRole('link', { name: 'Maplecrest Insurance Brokers' }).waitFor();
    await page.context().close();
  });

  it('runs a French-first brokerage in French with <html lang> set', async () => {
    const page = await open('boreal');
    await page.locator('main .menu-name').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(await menuNames(page)).toContain('Services routiers');
    await page.context().close();
  });
});

describe('invalid settings', () => {
  it("keeps running on an invalid config and shows the settings 'Error' notice until it is closed", async () => {
    const page = await open('bad-menu', '/', { width: 600 });
    const notice = page.getByRole('alert').filter({ hasText: 'Error' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('/featuresAndOptions/0/order');
    expect(await menuNames(page)).toEqual(['Ordered badly', 'Wrong type', 'Valid entry']);
    await page.waitForTimeout(1500);
    expect(await notice.isVisible()).toBe(true);
    await notice.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('route gate', () => {
  it("shows the not-found texts on a disabled feature's route", async () => {
    const page = await open('harbourchat', '/payments');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Page not found');
    expect(await page.locator('main').textContent()).toContain('We could not find what you are looking for');
    await page.context().close();
  });

  it('shows the not-found texts on an unknown path', async () => {
    const page = await open('maplecrest', '/no/such/page');
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Page not found');
    await page.context().close();
  });

  it('redirects a private route to /auth/login when nobody is signed in, clearing the token', async () => {
    const context = await newContext(browser);
    await context.addCookies([{ name: 'maplecrest_token', value: 'stale', domain: new URL(scope.origin('maplecrest')).hostname, path: '/', secure: true, sameSite: 'None' }]);
    const page = await context.newPage();
    await page.goto(scope.url('maplecrest', '/documents'));
    await page.waitForURL(/\/auth\/login$/);
    const cookies = await context.cookies(scope.url('maplecrest'));
    expect(cookies.find((c) => c.name === 'maplecrest_token')).toBeUndefined();
    await context.close();
  });

  it('navigates inside the app from a menu entry', async () => {
    const page = await open('maplecrest', '/', { width: 600 });
    await page.locator('main').getByRole('link', { name: /Road Services/ }).click();
    await page.waitForURL(/\/services$/);
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Road services');
    await page.context().close();
  });

  it('opens an external menu entry in a new tab with rel=noopener', async () => {
    const page = await open('northwind');
    const link = page.locator('main').getByRole('link', { name: /Roadside Help/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await page.context().route('https://example.org/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Roadside</title>' }));
    const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://example.org/roadside');
    expect(page.url()).toBe(scope.url('northwind', '/'));
    await page.context().close();
  });
});
