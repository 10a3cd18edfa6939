// Passwordless login and the session in a real Chromium against the fixture backend.
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

const fieldError = (page: Page) => page.locator('.field-error').textContent();

const signIn = (page: Page, email = 'emilie.tremblay@example.ca') => completeLogin(page, email);

describe('login', () => {
  it('walks e-mail → PIN → terms with every validation message, then signs in', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/register')) events.push(JSON.parse(request.postData() ?? '{}').event as string);
    });
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await page.getByRole('button', { name: 'Send me a PIN' }).click();
    expect(await fieldError(page)).toBe('Email is required');
    expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('E-mail address').fill('emilie@example');
    await page.getByRole('button', { name: 'Send me a PIN' }).click();
    expect(await fieldError(page)).toBe('The input is not valid email');
    await page.getByLabel('E-mail address').fill('emilie.tremblay@example.ca');
    await page.getByRole('button', { name: 'Send me a PIN' }).click();
    await page.getByLabel('PIN code').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Enter your PIN');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await fieldError(page)).toBe('PIN Code is required!');
    await page.getByLabel('PIN code').fill('1234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await fieldError(page)).toBe('PIN Code is too long!');
    await page.getByLabel('PIN code').fill('654321');
    await page.getByRole('button', { name: 'Continue' }).click();
    const terms = page.getByRole('link', { name: 'Read the terms of service' });
    expect(await terms.getAttribute('href')).toBe('https://example.org/maplecrest/terms');
    expect(await terms.getAttribute('target')).toBe('_blank');
    await page.getByRole('button', { name: 'Log in' }).click();
    expect(await fieldError(page)).toBe('Please accept Terms of Service!');
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    // Wrong PIN: back on the PIN step with the server's message.
    await page.getByRole('alert').filter({ hasText: 'Unable to log you in.' }).waitFor();
    await page.getByLabel('PIN code').fill('123456');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(brokerUrl('maplecrest', '/'));
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('E');
    const cookie = (await context.cookies()).find((c) => c.name === 'maplecrest_token');
    expect(cookie?.value).toMatch(/^fixture-/);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('None');
    expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('fixture-')))).toBe(false);
    // The visit was recorded once, with the fingerprint taken first.
    await expect.poll(() => events.filter((e) => e === 'visit').length).toBe(1);
    await context.close();
  });

  it('moves the focus to the login heading when reached from the header or from a private page', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/'));
    await page.getByRole('link', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await expect.poll(() => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`)).toBe('H1 Log in');
    // A private page's link sends a visitor here: the focus lands on the heading too.
    await page.goto(brokerUrl('maplecrest', '/'));
    await page.getByRole('link', { name: /My Documents/ }).first().click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await context.close();
  });

  it('keeps the session over a reload, logs out to / with dots, then guards private routes again', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    await page.goto(brokerUrl('northwind', '/documents'));
    await page.waitForURL(/\/auth\/login$/);
    await signIn(page, 'bob@example.com');
    await page.waitForURL(brokerUrl('northwind', '/documents'));
    await page.reload();
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('B');
    expect(page.url()).toBe(brokerUrl('northwind', '/documents'));
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(brokerUrl('northwind', '/'));
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    await page.goto(brokerUrl('northwind', '/documents'));
    await page.waitForURL(/\/auth\/login$/);
    await context.close();
  });

  it("records visitAsKioskUser for a 'log in as user' link and logOutAsKioskUser on logout", async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/register')) events.push(JSON.parse(request.postData() ?? '{}').event as string);
    });
    // The token leaves the address before the app asks for anything: no request after the page
    // itself names it in its Referer, and the tab's address (and history) no longer holds it.
    const referrers: string[] = [];
    page.on('request', (request) => {
      if (!request.isNavigationRequest()) referrers.push(request.headers().referer ?? '');
    });
    await page.goto(brokerUrl('maplecrest', '/auth/login?kioskUserToken=kiosk-4f2a9c'));
    await page.getByText('You are logging in as this client through a staff link.').waitFor();
    expect(page.url()).toBe(brokerUrl('maplecrest', '/auth/login'));
    await signIn(page, 'client@example.ca');
    expect(referrers.length).toBeGreaterThan(5);
    expect(referrers.filter((referrer) => referrer.includes('kiosk'))).toEqual([]);
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('C');
    await expect.poll(() => events).toContain('visitAsKioskUser');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => events).toContain('logOutAsKioskUser');
    expect(events).not.toContain('logOut');
    await context.close();
  });

  it('logs out a signed-in user whose token cookie disappeared', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await signIn(page);
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('E');
    await context.clearCookies();
    await page.reload();
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    await context.close();
  });

  it('shows the countdown modal after the (overridden) timeout and logs out automatically, recording logOutAuto', async () => {
    const context = await newContext(browser, { width: 420 });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/register')) events.push(JSON.parse(request.postData() ?? '{}').event as string);
    });
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    // 0.05 min = 3 s before the countdown, 3 s of countdown.
    await page.evaluate(() => {
      localStorage.setItem('iss:autoLogoutMinutes', '0.05');
      localStorage.setItem('iss:extendSeconds', '3');
    });
    await page.reload();
    await signIn(page);
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.textContent()).toContain('You will be logged out due to inactivity. Click the button bellow to stay logged in.');
    await dialog.getByRole('button', { name: 'Extend session' }).click();
    expect(await dialog.count()).toBe(0);
    await dialog.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent(), { timeout: 10_000 }).toBe('•••');
    await expect.poll(() => events).toContain('logOutAuto');
    await context.close();
  });
});
