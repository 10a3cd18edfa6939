// Proof of insurance into the phone's wallet, in Chromium on a phone-sized window (390x844) with an
// iPhone or an Android user agent, on the build a brokerage ships against the fixture server (its
// own scope: e2e/real-api.ts). Maplecrest offers both wallets. iPhone: the pass call goes out with
// the token and the download is a signed .pkpass of this slip. Android: the save link call goes out
// and the tab opened at the tap goes to Google's save page with the JWT (Google is not reached: the
// test answers that address itself). docs/product-rules.md#wallet-passes.
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
};

let browser: Browser;
let scope: ApiScope;
let users = 0;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => {
  scope = apiScope();
});

async function phone(userAgent: string, language: 'en' | 'fr'): Promise<BrowserContext> {
  return browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: language === 'fr' ? 'fr-CA' : 'en-CA', acceptDownloads: true });
}

const TEXT = {
  en: { consent: 'Please accept these terms', accept: 'I have read and accept these terms', submit: 'Accept and continue', kind: /^eID card/, create: 'Create the slip', apple: 'Add to Apple Wallet', google: 'Save to Google Wallet' },
  fr: { consent: 'Veuillez accepter ces conditions', accept: 'J’ai lu et j’accepte ces conditions', submit: 'Accepter et continuer', kind: /^Carte eID/, create: 'Créer la preuve', apple: 'Ajouter à Apple Wallet', google: 'Enregistrer dans Google Wallet' },
};

/** Signs a new user in at the policy's slips, consents and creates an eID card: the open slip view. */
async function openedSlip(context: BrowserContext, language: 'en' | 'fr') {
  const t = TEXT[language];
  const page = await context.newPage();
  await page.goto(scope.url('maplecrest', '/documents/create-slip?id=pol-auto-1'));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, `wallet-${Date.now()}-${++users}@example.ca`);
  await page.waitForURL(/\/documents\/create-slip\?id=pol-auto-1$/);
  const consent = page.getByRole('region', { name: t.consent });
  await consent.getByRole('checkbox', { name: t.accept }).check();
  await consent.getByRole('button', { name: t.submit }).click();
  await page.getByRole('radio', { name: t.kind }).check();
  await page.getByRole('button', { name: t.create }).click();
  await page.waitForURL(/[?&]slip=doc-/);
  const view = page.getByRole('dialog');
  await view.waitFor();
  return { page, view, slipId: new URL(page.url()).searchParams.get('slip') as string };
}

function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.querySelector('.slip-view')!.scrollWidth <= window.innerWidth);
}

describe('wallet passes on a phone', () => {
  it('iPhone: Add to Apple Wallet downloads the signed pass of this slip', async () => {
    const context = await phone(UA.iphone, 'en');
    try {
      const { page, view, slipId } = await openedSlip(context, 'en');
      expect(await view.getByRole('button', { name: TEXT.en.google }).count()).toBe(0);
      const badge = view.getByRole('button', { name: TEXT.en.apple });
      await badge.scrollIntoViewIfNeeded();
      const [request, download] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/wallet/applePass/')), page.waitForEvent('download'), badge.click()]);
      const url = new URL(request.url());
      expect(url.pathname.endsWith(`/wallet/applePass/${slipId}`)).toBe(true);
      expect(url.searchParams.get('kind')).toBe('eIdCard');
      expect(url.searchParams.get('broker')).toBe('maplecrest');
      expect(request.headers().authorization).toMatch(/^Bearer fixture-/);
      expect(download.suggestedFilename()).toBe('proof-of-insurance-AU-4821-0937.pkpass');
      const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const pass = JSON.parse(new TextDecoder().decode(files['pass.json'])) as { serialNumber: string; organizationName: string; generic: { headerFields: { value: string }[] } };
      expect(pass.serialNumber).toBe(`${slipId}-eIdCard`);
      expect(pass.organizationName).toBe('Maplecrest Insurance Brokers');
      expect(pass.generic.headerFields[0]?.value).toBe('AU-4821-0937');
      expect(files.signature?.byteLength).toBeGreaterThan(1000);
      await expect.poll(() => view.getByRole('status').filter({ hasText: 'Apple Wallet' }).count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('Android, in French: Enregistrer dans Google Wallet opens Google’s save page with the signed link', async () => {
    const context = await phone(UA.android, 'fr');
    // Google is not reached from the test: its save page is answered here.
    await context.route('https://pay.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Wallet</title>' }));
    try {
      const { page, view, slipId } = await openedSlip(context, 'fr');
      expect(await view.getByRole('button', { name: TEXT.fr.apple }).count()).toBe(0);
      const badge = view.getByRole('button', { name: TEXT.fr.google });
      await badge.scrollIntoViewIfNeeded();
      const [request, tab] = await Promise.all([page.waitForRequest((r) => r.url().includes('/api/wallet/googleSaveLink/')), context.waitForEvent('page'), badge.click()]);
      expect(new URL(request.url()).pathname.endsWith(`/wallet/googleSaveLink/${slipId}`)).toBe(true);
      await tab.waitForURL(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
      const jwt = decodeJwt(tab.url().replace('https://pay.google.com/gp/v/save/', ''));
      expect(jwt.aud).toBe('google');
      const object = (jwt.payload as { genericObjects: { id: string; textModulesData: { id: string; body: string }[] }[] }).genericObjects[0];
      expect(object?.id).toContain(slipId);
      expect(object?.textModulesData.find((module) => module.id === 'policy')?.body).toBe('AU-4821-0937');
      // Its texts are in the language asked for.
      expect(object?.textModulesData.find((module) => module.id === 'kind')?.body).toBe('Carte d’identité d’assurance');
      expect(await noSidewaysScroll(page)).toBe(true);
    } finally {
      await context.close();
    }
  }, 90_000);
});
