// The app shell in Chromium: user and language menus, French, and the sanitised banner, on the
// build a brokerage ships, on a real HTTP API (docs/adr/0073-browser-tests-on-the-real-api-build.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin } from './sign-in.ts';
import { contrastRatio } from '../src/settings/color-contrast.ts';

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

async function open(broker: string, path = '/', locale = 'en-CA'): Promise<Page> {
  const context = await newContext(browser, { width: 420, locale });
  const page = await context.newPage();
  await page.goto(scope.url(broker, path));
  await page.getByTestId('user-menu-trigger').waitFor();
  return page;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(page.url().replace(/\/[^/]*$/, '/auth/login'));
  await completeLogin(page, email);
  await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe(email.charAt(0).toUpperCase());
}

async function userMenu(page: Page): Promise<string[]> {
  await page.getByTestId('user-menu-trigger').click();
  const items = await page.getByRole('menu').locator('[role^="menuitem"]').allTextContents();
  await page.keyboard.press('Escape');
  return items;
}

describe('user menu', () => {
  it.each([
    ['maplecrest', 'emilie@example.ca', ['Profile', 'Notifications', 'Users', 'My Broker', 'Accessibility', 'English', 'Français', 'Logout']],
    ['northwind', 'bob@example.com', ['Profile', 'Notifications', 'Users', 'My Agent', 'Accessibility', 'English', 'Français', 'Logout']],
  ])('%s: logged out then logged in, in the order of the spec', async (broker, email, loggedIn) => {
    const page = await open(broker);
    expect(await page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    expect(await userMenu(page)).toEqual(['Login', 'Accessibility', 'English', 'Français']);
    await signIn(page, email);
    expect(await userMenu(page)).toEqual(loggedIn);
    await page.context().close();
  });

  it('works from the keyboard: ArrowDown opens on the first item, arrows move, Escape closes back to the trigger', async () => {
    const page = await open('maplecrest');
    await page.getByTestId('user-menu-trigger').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Login');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Accessibility');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('English');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Français');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('user-menu-trigger');
    await page.context().close();
  });

  it('keeps only one dropdown open at a time', async () => {
    const page = await open('maplecrest');
    await page.getByTestId('user-menu-trigger').click();
    await page.getByTestId('language-menu-trigger').click();
    expect(await page.getByRole('menu').count()).toBe(1);
    expect(await page.getByRole('menu').getAttribute('aria-label')).toBe('Language');
    await page.context().close();
  });
});

describe('language', () => {
  it('switches to French from the language menu: texts and <html lang> follow, and the choice survives a reload', async () => {
    const page = await open('maplecrest');
    expect(await page.getAttribute('html', 'lang')).toBe('en-CA');
    expect(await page.getByTestId('language-menu-trigger').textContent()).toBe('EN');
    expect(await page.locator('.notification-banner').textContent()).toContain('Winter storm warning: report storm damage early.');
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-CA');
    // The menu's names can be the brokerage's own, which come with the settings asked again in French.
    await expect.poll(() => page.locator('main .menu-name').allTextContents()).toContain('Mes documents');
    expect(await page.getByTestId('language-menu-trigger').textContent()).toBe('FR');
    // The brokerage's own texts too: the settings are asked for again in French.
    await expect.poll(() => page.locator('.notification-banner').textContent()).toContain('Alerte de tempête hivernale\u00a0: signalez tôt les dommages');
    expect(await page.getByRole('link', { name: 'Que faire après une tempête' }).getAttribute('href')).toBe('https://example.org/maplecrest/storm');
    await page.reload();
    await page.locator('main .menu-name').first().waitFor();
    expect(await page.locator('main .menu-name').allTextContents()).toContain('Services routiers');
    expect(await page.locator('.notification-banner').textContent()).toContain('Alerte de tempête hivernale');
    await page.context().close();
  });

  it('switching to French while the server fails: the brokerage’s texts stay, then follow once it answers', async () => {
    const page = await open('maplecrest');
    expect(await page.locator('.notification-banner').textContent()).toContain('Winter storm warning');
    await scope.fail(['/settings/core:503']);
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr-CA');
    await page.waitForTimeout(1_000);
    // The app's own texts are in French; the banner is still the brokerage's English one, not the defaults.
    expect(await page.locator('.notification-banner').textContent()).toContain('Winter storm warning');
    await scope.fail([]);
    // Asked again after the back-off (2 s, then 4 s), with no reload and no `online` event.
    await expect.poll(() => page.locator('.notification-banner').textContent(), { timeout: 8_000 }).toContain('Alerte de tempête hivernale');
    await page.context().close();
  });

  it('names the page and the brokerage in the tab’s title, following the page and the language', async () => {
    const page = await open('maplecrest');
    await expect.poll(() => page.title()).toBe('Home – Maplecrest Insurance Brokers');
    await page.locator('main a[href="/quote"]').click();
    await expect.poll(() => page.title()).toMatch(/^[^–]*quote[^–]* – Maplecrest Insurance Brokers$/i);
    await page.goto(scope.url('maplecrest', '/auth/login'));
    await expect.poll(() => page.title()).toBe('Log in – Maplecrest Insurance Brokers');
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => page.title()).toBe('Connexion – Maplecrest Insurance Brokers');
    await page.goto(scope.url('maplecrest', '/nowhere'));
    await expect.poll(() => page.title()).toBe('Page introuvable – Maplecrest Insurance Brokers');
    await page.context().close();
  });

  it('shows a French-first brokerage’s own labels in English once the visitor chooses English (boreal)', async () => {
    const page = await open('boreal');
    await expect.poll(() => page.locator('main .menu-name').allTextContents()).toContain('Déclarer un sinistre');
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.locator('main .menu-name').allTextContents()).toEqual(expect.arrayContaining(['My documents', 'Report a loss']));
    expect(await page.locator('main .menu-name').allTextContents()).not.toContain('Déclarer un sinistre');
    await page.context().close();
  });

  it.each([
    ['northwind', 'en', 'fr', 'Français', 'FR – Langue', 'Connexion'],
    ['boreal', 'fr', 'en', 'English', 'EN – Language', 'Login'],
  ] as const)('%s: settings start in %s; the visitor’s choice of %s wins on reload', async (broker, start, chosen, item, buttonName, login) => {
    const page = await open(broker);
    await page.locator('main .menu-name').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(`${start}-CA`);
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: item }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe(`${chosen}-CA`);
    for (let i = 0; i < 2; i += 1) {
      await page.reload();
      await page.locator('main .menu-name').first().waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe(`${chosen}-CA`);
      expect(await page.locator('header .header-login').textContent()).toBe(login);
      // The button reads the code and is named by it first (label in name).
      expect(await page.getByRole('button', { name: buttonName, exact: true }).count()).toBe(1);
    }
    // Stored under the visitor-level key of the app slice.
    expect(await page.evaluate(() => localStorage.getItem('iss:slice:app'))).toBe(JSON.stringify({ selectedLanguage: chosen }));
    await page.context().close();
  });

  it('starts in French for a French browser when settings give no language', async () => {
    const page = await open('maplecrest', '/', 'fr-CA');
    await page.locator('main .menu-name').first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    expect(await page.locator('main .menu-name').first().textContent()).toBe('Obtenir une soumission');
    await page.context().close();
  });
});

describe('header height', () => {
  it('is the --header-height the sticky rows and scroll margins clear, and follows it', async () => {
    const page = await open('maplecrest');
    const read = () => page.evaluate(() => [document.documentElement.style.getPropertyValue('--header-height'), `${document.querySelector('header')?.getBoundingClientRect().height}px`]);
    const [variable, height] = await read();
    expect(variable).toBe(height);
    // The header grows on a narrow screen when its content wraps: the variable follows.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.evaluate(() => document.querySelector('header')?.setAttribute('style', 'padding-bottom: 40px'));
    await expect.poll(async () => { const [v, h] = await read(); return v === h; }).toBe(true);
    await page.context().close();
  });
});

describe('accessible names of the header buttons', () => {
  it('start with what the buttons show: the language code, the account letter', async () => {
    const page = await open('maplecrest');
    expect(await page.getByTestId('language-menu-trigger').getAttribute('aria-label')).toBe('EN – Language');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('data-testid')).toBe('user-menu-trigger');
    await signIn(page, 'emilie@example.ca');
    expect(await page.getByTestId('user-menu-trigger').getAttribute('aria-label')).toBe('E – Account menu');
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect.poll(() => page.getByTestId('user-menu-trigger').getAttribute('aria-label')).toBe('E – Menu du compte');
    expect(await page.getByTestId('language-menu-trigger').getAttribute('aria-label')).toBe('FR – Langue');
    await page.context().close();
  });
});

describe('back', () => {
  async function backTo(page: Page, path: string): Promise<void> {
    await page.locator('header .header-back').click();
    await page.waitForURL(scope.url('maplecrest', path));
  }

  it('goes back within the app, and home when the page was opened from elsewhere (never leaving the app)', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    // Another site first, then a link straight to the road services page.
    await context.route('https://elsewhere.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }));
    await page.goto('https://elsewhere.example/');
    await page.goto(scope.url('maplecrest', '/services'));
    await page.locator('main h1').waitFor();
    await page.locator('.app-sidebar').getByRole('link', { name: /Get Quote/ }).click();
    await page.waitForURL(scope.url('maplecrest', '/quote'));
    await backTo(page, '/services');
    // Nothing of the app behind /services: back leads home, not to the other site.
    await backTo(page, '/');
    await page.locator('h1.home-title').waitFor();
    expect(page.url()).toBe(scope.url('maplecrest', '/'));
    await context.close();
  });

  it('keeps the in-app history across a reload', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(scope.url('maplecrest', '/services'));
    await page.locator('.app-sidebar').getByRole('link', { name: /Payments/ }).click();
    await page.waitForURL(scope.url('maplecrest', '/payments'));
    await page.reload();
    await page.locator('main h1').waitFor();
    await backTo(page, '/services');
    await context.close();
  });
});

describe('banner', () => {
  it('runs nothing from hostile HTML and opens its links in a new tab', async () => {
    const page = await open('hostilebanner');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const banner = page.getByRole('complementary', { name: 'Notice' });
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Scheduled maintenance tonight.');
    const html = await banner.innerHTML();
    expect(html).not.toMatch(/onerror|onload|<script|javascript:/i);
    await banner.getByText('Click me').click();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const status = banner.getByRole('link', { name: 'Status page' });
    expect(await status.getAttribute('target')).toBe('_blank');
    expect(await status.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });

  it('stays closed after the visitor closes it, across a reload', async () => {
    const page = await open('maplecrest');
    const banner = page.getByRole('complementary', { name: 'Notice' });
    await banner.waitFor();
    // Closed from the keyboard: the focus goes to the page's heading, not the body.
    await banner.getByRole('button', { name: 'Close the notice' }).focus();
    await page.keyboard.press('Enter');
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.reload();
    await page.locator('main .menu-name').first().waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('complementary', { name: 'Notice' }).count()).toBe(0);
    await page.context().close();
  });

  it('draws the focus ring of the header’s controls visibly on a brand whose action colour is its near twin', async () => {
    // lakeshore: brand #00796b, action #00695c. The ring must stand out from the header (3:1).
    const page = await open('lakeshore');
    /** The focused element's ring colour and the header's background, as #rrggbb. */
    const ringAndHeader = () =>
      page.evaluate(`(() => {
        const hex = (c) => '#' + c.match(/\\d+/g).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('');
        const focused = document.activeElement;
        return { ring: hex(getComputedStyle(focused).outlineColor), header: hex(getComputedStyle(document.querySelector('.app-header')).backgroundColor), style: getComputedStyle(focused).outlineStyle, inHeader: !!focused.closest('.app-header') };
      })()`) as Promise<{ ring: string; header: string; style: string; inHeader: boolean }>;
    const seen: string[] = [];
    for (let press = 0; press < 8 && seen.length < 3; press += 1) {
      await page.keyboard.press('Tab');
      const { ring, header, style, inHeader } = await ringAndHeader();
      if (!inHeader) continue;
      seen.push(ring);
      expect(style).toBe('solid');
      expect(contrastRatio(ring, header)).toBeGreaterThanOrEqual(3);
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });

  it('says in French that the app could not open when a settings call fails, with no English (docs/product-rules.md#last-good-settings)', async () => {
    const context = await newContext(browser, { width: 420, locale: 'fr-CA' });
    const page = await context.newPage();
    await scope.fail(['/brand/getKioskBrandSettings']);
    await page.goto(scope.url('boreal', '/'));
    await page.getByRole('heading', { level: 1, name: 'Cette application n’a pas pu s’ouvrir' }).waitFor();
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).toContain('Réessayer');
    expect(text).not.toMatch(/could not|settings|loaded|Try again/);
    // Never the defaults' not-found, nor "invalid" for settings that did not arrive.
    expect(await page.getByText(/Page introuvable|invalides/).count()).toBe(0);
    await context.close();
  });

  it('starts the first Tab at the skip link on a phone whose menu shows an entry with an error', async () => {
    // lakeshore's Roadside Assistance entry carries an error message, already in view at 390 × 844.
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(scope.url('lakeshore', '/'));
    await page.getByRole('link', { name: /Roadside Assistance/ }).waitFor();
    await page.waitForTimeout(300);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await context.close();
  });
});
