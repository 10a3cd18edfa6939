// A token cookie planted by another port of the host, a sibling or another path of it: one a header
// cannot carry, or a second copy for /documents (cookie tossing). The visitor is signed out, never
// stuck, and signing in and out work with the planted cookie there
// (docs/adr/0077-a-token-a-header-can-carry.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Browser, Page } from 'playwright-core';
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

const NAME = 'maplecrest_token';

/** What another page of the host writes (document.cookie: not encoded, as an attacker would). */
function plant(page: Page, value: string, path = '/'): Promise<void> {
  return page.evaluate(([name, text, where]) => void (document.cookie = `${name}=${text}; Path=${where}`), [NAME, value, path] as const);
}

async function tokenCopies(context: BrowserContext): Promise<{ value: string; path: string }[]> {
  return (await context.cookies()).filter((cookie) => cookie.name === NAME).map(({ value, path }) => ({ value, path }));
}

async function brokerageShown(page: Page): Promise<void> {
  await page.locator('header.app-header').getByRole('link', { name: 'Maplecrest Insurance Brokers' }).waitFor();
  expect(await page.getByText('Page not found').count()).toBe(0);
  expect(await page.locator('.notice-error').count()).toBe(0);
}

async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-trigger').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
}

describe('a planted token cookie', () => {
  it.each(['tökén€', '%00%00', 'abc%0Adef'])('%s: deleted, the visitor signed out with the brokerage shown; sign-in and logout still work', async (planted) => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(brokerUrl('maplecrest', '/'));
    await brokerageShown(page);
    await plant(page, planted);
    await page.reload();
    await brokerageShown(page);
    await expect.poll(() => tokenCopies(context)).toEqual([]);
    expect(await page.getByTestId('user-menu-trigger').textContent()).toBe('•••');

    // Planted again while the visitor signs in: the sign-in replaces it.
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await page.getByLabel('E-mail address').waitFor();
    await plant(page, planted);
    await completeLogin(page, 'emilie.tremblay@example.ca');
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('E');
    expect((await tokenCopies(context)).map((copy) => copy.value)).toEqual([expect.stringMatching(/^fixture-/)]);
    await page.goto(brokerUrl('maplecrest', '/documents'));
    await page.waitForURL(brokerUrl('maplecrest', '/documents'));
    await brokerageShown(page);

    // Planted again while signed in: signed out at the next page, not stuck.
    await plant(page, planted);
    await page.goto(brokerUrl('maplecrest', '/'));
    await brokerageShown(page);
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    expect(await tokenCopies(context)).toEqual([]);

    // Signed in again, then planted just before the logout: the logout works and every copy goes.
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await completeLogin(page, 'emilie.tremblay@example.ca');
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('E');
    await plant(page, planted);
    await logOut(page);
    expect(await tokenCopies(context)).toEqual([]);
    expect(errors.filter((text) => text.includes('ISO-8859-1'))).toEqual([]);
    await context.close();
  });

  it('for Path=/documents (cookie tossing): never used there; sign-in and logout clear every copy', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    // Planted before the sign-in, for a page the visitor is not on: the sign-in clears it too.
    await plant(page, 'fixture-attacker', '/documents');
    await completeLogin(page, 'emilie.tremblay@example.ca');
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('E');
    expect(await tokenCopies(context)).toEqual([{ value: expect.stringMatching(/^fixture-/), path: '/' }]);

    // Planted after it: on /documents the app cannot tell which copy is its own, so neither is used.
    await plant(page, 'fixture-attacker', '/documents');
    const sent: string[] = [];
    page.on('request', (request) => {
      const auth = request.headers().authorization;
      if (auth) sent.push(auth);
    });
    await page.goto(brokerUrl('maplecrest', '/documents'));
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    expect(sent).not.toContain('Bearer fixture-attacker');
    expect(await tokenCopies(context)).toEqual([]);

    // Signing in again lands on /documents with the one real copy; logout there clears the planted one as well.
    await page.goto(brokerUrl('maplecrest', '/documents'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'emilie.tremblay@example.ca');
    await page.waitForURL(brokerUrl('maplecrest', '/documents'));
    await brokerageShown(page);
    await plant(page, 'fixture-attacker', '/documents');
    await plant(page, 'fixture-attacker', '/claims');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(brokerUrl('maplecrest', '/'));
    expect(await tokenCopies(context)).toEqual([]);
    expect(sent).not.toContain('Bearer fixture-attacker');
    await context.close();
  });
});
