// The login's form is painted before the form engine has loaded, and the engine takes over with
// what was typed, the focus and a submit asked for meanwhile
// (docs/adr/0086-login-before-the-form-engine.md). On the build a brokerage ships, with the
// engine's script held back until the test lets it through.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
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

interface HeldEngine {
  page: Page;
  context: BrowserContext;
  /** Whether the engine's script has been answered. */
  served: () => boolean;
  release: () => void;
  /** The bodies of the PIN requests sent. */
  pinRequests: string[];
}

/** A phone-sized page whose form engine script waits for release(); no service worker, so every script comes through here. */
async function withHeldEngine(locale: string): Promise<HeldEngine> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let served = false;
  await page.route(/\/assets\/form-engine-[\w-]+\.js$/, async (route) => {
    await gate;
    served = true;
    await route.continue();
  });
  const pinRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/auth/sendPin') && request.method() === 'POST') pinRequests.push(request.postData() ?? '');
  });
  return { page, context, served: () => served, release, pinRequests };
}

describe('the login before the form engine', () => {
  it('shows the e-mail field at once, keeps what is typed and the focus, and sends a submit made before the engine', async () => {
    const held = await withHeldEngine('en-CA');
    const { page } = held;
    await page.goto(scope.url('maplecrest', '/auth/login'));
    const email = page.getByLabel('E-mail address');
    await email.waitFor();
    expect(held.served()).toBe(false);
    expect(await page.locator('form[data-first-paint]').count()).toBe(1);
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    expect(await page.locator('#root_email__description').textContent()).toBe('Where the PIN is sent.');
    await email.fill('emilie.tremblay@example.ca');
    await page.keyboard.press('Enter');
    expect(await page.locator('form').getAttribute('aria-busy')).toBe('true');
    // Nothing is sent before the engine has checked the form (a send would leave within the submit's own task).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(held.pinRequests).toEqual([]);
    held.release();
    await page.getByRole('heading', { name: 'Enter your PIN' }).waitFor();
    expect(held.served()).toBe(true);
    expect(held.pinRequests.map((body) => JSON.parse(body) as unknown)).toEqual([{ email: 'emilie.tremblay@example.ca' }]);
    expect(await page.locator('form[data-first-paint]').count()).toBe(0);
    await held.context.close();
  });

  it('in French, hands the field over in place with its text and focus, and the engine checks it', async () => {
    const held = await withHeldEngine('fr-CA');
    const { page } = held;
    await page.goto(scope.url('maplecrest', '/auth/login'));
    const email = page.getByLabel('Adresse courriel');
    await email.waitFor();
    expect(held.served()).toBe(false);
    const painted = await email.boundingBox();
    await email.fill('emilie@exemple');
    held.release();
    // The engine's form (no first-paint mark): its field is a new element at the same place, with the text and the focus.
    await page.locator('form:not([data-first-paint])').waitFor();
    expect(held.served()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('root_email');
    expect(await email.inputValue()).toBe('emilie@exemple');
    expect(await email.boundingBox()).toEqual(painted);
    await page.getByRole('button', { name: 'M’envoyer un NIP' }).click();
    expect(await page.locator('.field-error').textContent()).not.toBe('');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(held.pinRequests).toEqual([]);
    await held.context.close();
  });

  it('a hurried visitor: typed then erased, Send pressed twice before the engine, gets one required error and sends nothing', async () => {
    const held = await withHeldEngine('en-CA');
    const { page } = held;
    await page.goto(scope.url('maplecrest', '/auth/login'));
    const email = page.getByLabel('E-mail address');
    await email.waitFor();
    await email.fill('emilie');
    await email.fill('');
    await page.getByRole('button', { name: 'Send me a PIN' }).dblclick();
    expect(held.served()).toBe(false);
    held.release();
    await page.locator('form:not([data-first-paint])').waitFor();
    await expect.poll(() => page.locator('.field-error').allTextContents()).toEqual(['Email is required']);
    expect(held.pinRequests).toEqual([]);
    await held.context.close();
  });
});
