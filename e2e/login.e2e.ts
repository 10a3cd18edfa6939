// Passwordless login and the session in a real Chromium, on the build a brokerage ships against
// the fixture server (each test its own scope: e2e/real-api.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin, completeLoginIn } from './sign-in.ts';

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
    // The home greets her by the name her profile has, not by her e-mail.
    await expect.poll(() => page.locator('.home-greeting').textContent()).toBe('Hello, Émilie');
    const cookie = (await context.cookies()).find((c) => c.name === 'maplecrest_token');
    expect(cookie?.value).toMatch(/^fixture-/);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.sameSite).toBe('None');
    expect(await page.evaluate(() => Object.values(localStorage).some((v) => v.includes('fixture-')))).toBe(false);
    // The visit was recorded once, with the fingerprint taken first.
    await expect.poll(() => events.filter((e) => e === 'visit').length).toBe(1);
    await context.close();
  });

  it.each([
    ['en', 'maplecrest', { email: 'E-mail address', send: 'Send me a PIN', pin: 'PIN code', next: 'Continue', title: 'Enter your PIN', tooShort: 'PIN Code is too short!' }],
    ['fr', 'boreal', { email: 'Adresse courriel', send: 'M’envoyer un NIP', pin: 'NIP', next: 'Continuer', title: 'Entrez votre NIP', tooShort: 'Le NIP est trop court.' }],
  ] as const)('refuses a PIN shorter than 6 digits at the PIN step, with its own text (%s)', async (language, broker, t) => {
    const context = await newContext(browser, { width: 390, height: 844, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
    const page = await context.newPage();
    const verified: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/verifyPin')) verified.push(request.url());
    });
    await page.goto(brokerUrl(broker, '/auth/login'));
    await page.getByLabel(t.email).fill('emilie.tremblay@example.ca');
    await page.getByRole('button', { name: t.send }).click();
    await page.getByLabel(t.pin, { exact: true }).fill('12345');
    await page.getByRole('button', { name: t.next }).click();
    expect(await fieldError(page)).toBe(t.tooShort);
    expect(await page.getByLabel(t.pin, { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Still the PIN step: no terms, nothing sent to the server.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(verified).toEqual([]);
    await context.close();
  });

  it('stays on the PIN step over a reload, with the e-mail kept, and signs in from there', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await page.getByLabel('E-mail address').fill('julien.tremblay@example.ca');
    await page.getByRole('button', { name: 'Send me a PIN' }).click();
    await page.getByLabel('PIN code').waitFor();
    await page.reload();
    await page.getByLabel('PIN code').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enter your PIN');
    expect(await page.getByText('We sent a PIN code to julien.tremblay@example.ca.').count()).toBe(1);
    // "Use another e-mail address" shows the one kept.
    await page.getByRole('button', { name: 'Use another e-mail address' }).click();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('julien.tremblay@example.ca');
    await page.getByRole('button', { name: 'Send me a PIN' }).click();
    await page.reload();
    await page.getByLabel('PIN code').fill('123456');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('I accept the terms of service').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(brokerUrl('maplecrest', '/'));
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('J');
    // Once signed in, the login screen starts afresh for whoever comes next.
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await page.getByLabel('E-mail address').waitFor();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('');
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

  it.each([
    ['en', 'maplecrest', { dialog: 'You will be logged out due to inactivity. Click the button bellow to stay logged in.', extend: 'Extend session', hello: 'Hello, Émilie', why: /^You were logged out after 0\.05 minutes without activity\. Please log in again\.$/ }],
    ['fr', 'boreal', { dialog: 'Vous serez déconnecté pour cause d’inactivité. Cliquez sur le bouton ci-dessous pour rester connecté.', extend: 'Prolonger la session', hello: 'Bonjour, Émilie', why: /^Votre session a été fermée après 0,05\sminute d’inactivité\. Veuillez vous reconnecter\.$/ }],
  ] as const)('shows the countdown after the (overridden) timeout, logs out automatically to / and says why there (%s)', async (language, broker, t) => {
    const context = await newContext(browser, { width: 420, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
    const page = await context.newPage();
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/events/register')) events.push(JSON.parse(request.postData() ?? '{}').event as string);
    });
    await page.goto(brokerUrl(broker, '/auth/login'));
    // 0.05 min = 3 s before the countdown, 3 s of countdown.
    await page.evaluate(() => {
      localStorage.setItem('iss:autoLogoutMinutes', '0.05');
      localStorage.setItem('iss:extendSeconds', '3');
    });
    await page.reload();
    await completeLoginIn(page, language, 'emilie.tremblay@example.ca');
    await page.waitForURL(brokerUrl(broker, '/'));
    await expect.poll(() => page.locator('.home-greeting').textContent()).toBe(t.hello);
    await page.goto(brokerUrl(broker, '/documents'));
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.textContent()).toContain(t.dialog);
    await dialog.getByRole('button', { name: t.extend }).click();
    expect(await dialog.count()).toBe(0);
    await dialog.waitFor({ timeout: 10_000 });
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent(), { timeout: 10_000 }).toBe('•••');
    await expect.poll(() => events).toContain('logOutAuto');
    // Landed on / as a visitor, told why right there (not only on the login screen).
    await page.waitForURL(brokerUrl(broker, '/'));
    const why = page.getByRole('status').filter({ hasText: t.why });
    await why.waitFor();
    expect((await why.textContent())?.trim()).toMatch(t.why);
    await context.close();
  });
});
