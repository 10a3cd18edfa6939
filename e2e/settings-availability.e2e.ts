// Settings that do not arrive, on the build a brokerage ships (docs/product-rules.md#last-good-settings):
// the error screen in the visitor's language when none are saved, the last good ones when they are
// (offline too, with the installed app's worker), and fresh ones taken in place, with no reload, once
// the API answers again. A form that cannot load offline says so with Try again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin } from './sign-in.ts';
import { navigateOffline } from './service-worker.ts';

let browser: Browser;
let scope: ApiScope;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
  scope = apiScope();
});

const PHONE = { width: 390, height: 844 };
const T = {
  en: { title: 'This app could not open', retry: 'Try again', notFound: 'Page not found', saved: /^Saved version of .+: the latest could not be loaded yet/ },
  fr: { title: 'Cette application n’a pas pu s’ouvrir', retry: 'Réessayer', notFound: 'Page introuvable', saved: /^Version enregistrée le .+\s: la plus récente n’a pas encore pu être chargée/ },
} as const;

async function phone(language: 'en' | 'fr' = 'en'): Promise<Page> {
  const context = await newContext(browser, { ...PHONE, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
  contexts.push(context);
  return context.newPage();
}

/** A mark on the page's window: still there later, the page was not reloaded. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { notReloaded: true }));
const notReloaded = (page: Page) => page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded === true);
/** maplecrest's six entries: the features behind a switch are on, not only Road Services. */
const MENU = { en: ['Get Quote', 'My Documents', 'Report Claim', 'Payments', 'Home Inventory', 'Road Services'], fr: ['Obtenir une soumission', 'Mes documents', 'Faire une réclamation', 'Paiements', 'Inventaire domiciliaire', 'Services routiers'] };
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

describe('settings that do not arrive, none saved', () => {
  it.each(['en', 'fr'] as const)('a 503 on every call shows the error screen in the visitor’s language (%s), then the app in place once the API is back', async (language) => {
    await scope.fail(['all:503']);
    const page = await phone(language);
    await page.goto(scope.url('maplecrest', '/quote'));
    await page.getByRole('heading', { level: 1, name: T[language].title }).waitFor();
    await page.getByRole('button', { name: T[language].retry }).waitFor();
    expect(await page.getByText(T[language].notFound).count()).toBe(0);
    // Still failing: Try again says so, and the screen stays.
    await page.getByRole('button', { name: T[language].retry }).click();
    await page.getByRole('status').filter({ hasText: language === 'en' ? 'Still not available' : 'Toujours indisponible' }).waitFor();
    await mark(page);
    await scope.fail([]);
    // The back-off asks again on its own (2 s, 4 s… up to 30 s): well within 20 s the quote is there.
    const back = Date.now();
    await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Request a quote' : 'Demander une soumission' }).waitFor({ timeout: 20_000 });
    expect(Date.now() - back).toBeLessThan(20_000);
    expect(await notReloaded(page)).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: /invalid|invalides/ }).count()).toBe(0);
  });

  it('settings that take 9 s: the error screen at 6 s, not a blank page, then the app when they come', async () => {
    await scope.slow(['/settings:9000', '/brand:9000']);
    const page = await phone();
    const start = Date.now();
    await page.goto(scope.url('maplecrest', '/'));
    await page.getByRole('heading', { level: 1, name: T.en.title }).waitFor({ timeout: 9_000 });
    const shown = Date.now() - start;
    expect(shown).toBeGreaterThanOrEqual(5_500);
    await mark(page);
    // The first call was not cut off: its late answer opens the app, with the brokerage's menu.
    await page.getByRole('link', { name: /Get Quote/ }).first().waitFor({ timeout: 15_000 });
    expect(await notReloaded(page)).toBe(true);
  });
});

describe('the last good settings', () => {
  /** Visits maplecrest online (its settings are saved) and waits for the installed app's worker. */
  async function visitedOnce(language: 'en' | 'fr'): Promise<Page> {
    const page = await phone(language);
    await page.goto(scope.url('maplecrest', '/quote'));
    await h1(page).waitFor();
    // The worker is installed and active: the next load of the page is answered by it.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const active = registration.active;
      if (active && active.state !== 'activated') await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve(undefined)));
    });
    await expect.poll(() => page.evaluate(() => (localStorage.getItem('iss:slice:lastSettings') ?? '').includes('maplecrest|direct'))).toBe(true);
    return page;
  }

  it.each(['en', 'fr'] as const)('offline after a visit (%s): the brokerage’s look, menu and routes from the device, a quiet notice, fresh ones in place once online', async (language) => {
    const page = await visitedOnce(language);
    const headerColour = await page.locator('header').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    await page.context().setOffline(true);
    await navigateOffline(page, () => page.goto(scope.url('maplecrest', '/quote'), { waitUntil: 'commit' }));
    await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Request a quote' : 'Demander une soumission' }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: T[language].saved });
    await notice.waitFor();
    expect(await page.locator('header').first().evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(headerColour);
    // Every feature of the brokerage, not only the ones without a switch.
    await navigateOffline(page, () => page.goto(scope.url('maplecrest', '/'), { waitUntil: 'commit' }));
    const entries = page.locator('main .menu-name');
    await entries.first().waitFor();
    expect(await entries.allTextContents()).toEqual(language === 'en' ? MENU.en : MENU.fr);
    await mark(page);
    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await notReloaded(page)).toBe(true);
  });

  it('a 503 on the settings after a visit: the saved ones at once, the fresh ones in place once the API is back', async () => {
    const page = await visitedOnce('en');
    await scope.fail(['/settings:503', '/brand:503']);
    await page.goto(scope.url('maplecrest', '/quote'));
    await page.getByRole('heading', { level: 1, name: 'Request a quote' }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: T.en.saved });
    await notice.waitFor();
    await mark(page);
    await scope.fail([]);
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await notReloaded(page)).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'invalid' }).count()).toBe(0);
  });
});

describe('a form that cannot load', () => {
  it.each(['en', 'fr'] as const)('offline before the app is saved on the device, a new inventory item says so with Try again (%s), which works once online', async (language) => {
    const page = await phone(language);
    // No worker yet: as before its first precache has finished.
    await page.context().route('**/sw.js', (route) => route.abort());
    await page.goto(scope.url('maplecrest', '/auth/login'));
    if (language === 'en') await completeLogin(page, 'emilie.tremblay@example.ca');
    else {
      const { completeLoginIn } = await import('./sign-in.ts');
      await completeLoginIn(page, 'fr', 'emilie.tremblay@example.ca');
    }
    await page.waitForURL(scope.url('maplecrest', '/'));
    await page.goto(scope.url('maplecrest', '/inventory'));
    // Opening Add a room loads the form engine: only the item's own form is missing offline.
    await page.getByRole('button', { name: language === 'en' ? 'Add a room' : 'Ajouter une pièce' }).click();
    await page.getByRole('button', { name: language === 'en' ? 'Cancel' : 'Annuler' }).click();
    await page.locator('main a[href*="room="]').first().click();
    await page.context().setOffline(true);
    await page.getByRole('link', { name: language === 'en' ? 'Add an item' : 'Ajouter un article' }).click();
    const failed = page.getByRole('alert').filter({ hasText: language === 'en' ? 'The form could not be loaded' : 'Le formulaire n’a pas pu être chargé' });
    await failed.waitFor({ timeout: 10_000 });
    await page.context().setOffline(false);
    await failed.getByRole('button', { name: T[language].retry }).click();
    await page.getByLabel(language === 'en' ? /^Item name/ : /^Nom de l’article/).waitFor();
  });
});
