// Proof slips in Chromium, on the build a brokerage ships against the fixture server (each test its
// own scope: e2e/real-api.ts): documents list → policy summary → consent → create a slip →
// full-screen slip view; reload keeps it; a saved slip opens offline in the installed app; French;
// axe on the policy, consent and slip views; one printed page.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';
import { seriousViolations } from './axe.ts';
import { navigateOffline, untilWorkerActive } from './service-worker.ts';

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

const BROKER = 'lakeshore';
const POLICY = 'AU-4821-0937';
let users = 0;
/** A user the fixture backend has not seen: no slip consent yet. */
const newUser = () => `slips-${Date.now()}-${++users}@example.ca`;

async function signedInAt(context: BrowserContext, path: string, language: 'en' | 'fr' = 'en', email = newUser()): Promise<Page> {
  const page = await context.newPage();
  await page.goto(brokerUrl(BROKER, path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, email);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

/** From the policy summary to an open slip view, consenting on the way. */
async function createSlip(page: Page, t: { proof: string; consentTitle: string; accept: string; submit: string; kind: RegExp; create: string }) {
  await page.getByRole('link', { name: t.proof }).click();
  await page.waitForURL(/\/documents\/create-slip\?id=pol-auto-1$/);
  const consent = page.getByRole('region', { name: t.consentTitle });
  await consent.waitFor();
  await consent.getByRole('checkbox', { name: t.accept }).check();
  await consent.getByRole('button', { name: t.submit }).click();
  await page.getByRole('radio', { name: t.kind }).check();
  await page.getByRole('button', { name: t.create }).click();
  await page.waitForURL(/[?&]slip=doc-/);
  const view = page.getByRole('dialog');
  await view.waitFor();
  return view;
}

const EN = { proof: 'Get proof of insurance', consentTitle: 'Please accept these terms', accept: 'I have read and accept these terms', submit: 'Accept and continue', kind: /^eSlip/, create: 'Create the slip' };
const FR = {
  proof: 'Obtenir une preuve d’assurance',
  consentTitle: 'Veuillez accepter ces conditions',
  accept: 'J’ai lu et j’accepte ces conditions',
  submit: 'Accepter et continuer',
  kind: /^Carte rose/,
  create: 'Créer la preuve',
};

describe('proof slips', () => {
  it('goes from the list to a policy, consents, creates a slip and shows it full screen; reload keeps it; saved, it is listed', async () => {
    const context = await newContext(browser, { width: 420, height: 860 });
    const page = await signedInAt(context, '/documents');
    await page.getByRole('link', { name: new RegExp(`Policy summary: .*${POLICY}`) }).click();
    await page.waitForURL(/\/documents\/policy-summary\?id=pol-auto-1$/);
    await page.getByRole('heading', { name: 'Policy summary', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('row', { name: /Total annual premium/ }).textContent()).toContain('$2,846.00');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: EN.proof }).click();
    await page.getByRole('region', { name: EN.consentTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByRole('heading', { name: 'Policy summary', level: 1 }).waitFor();

    const view = await createSlip(page, EN);
    expect(await view.getByRole('heading', { name: 'Electronic proof of automobile insurance' }).isVisible()).toBe(true);
    const text = (await view.textContent()) ?? '';
    for (const expected of [POLICY, 'Intact Insurance', 'Émilie Tremblay', '2020 Honda CR-V EX-L', '2HKRW2H53LH612345', 'September 15, 2026', 'September 15, 2027', 'Lakeshore']) expect(text).toContain(expected);
    // Full screen, above the app's header, pink in Ontario, with large type.
    const box = await view.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 420, height: 860 });
    const card = view.locator('.slip-card');
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(249, 201, 220)');
    expect(parseFloat(await view.locator('.slip-policy-number').evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.elementFromPoint(20, 20)?.closest('dialog') !== null)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Screen-lock guidance from the slip view.
    await view.getByRole('button', { name: 'Show it without unlocking your phone' }).click();
    await view.getByRole('heading', { name: 'Android: app pinning' }).waitFor();
    expect(await view.getByRole('heading', { name: 'iPhone: Guided Access' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('dialog').getByRole('heading', { name: 'Electronic proof of automobile insurance' }).waitFor();

    await page.getByRole('dialog').getByRole('button', { name: 'Save to this device' }).click();
    await page.getByRole('dialog').getByText('Saved. This slip now opens on this device without a connection.').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const saved = page.getByRole('region', { name: 'Saved on this device' });
    expect(await saved.getByRole('link', { name: /^Open the eSlip of the 2020 Honda CR-V EX-L$/ }).count()).toBe(1);
    await context.close();
  });

  it('runs in French: consent, slip and guidance, with no serious or critical violation', async () => {
    const context = await newContext(browser, { locale: 'fr-CA', width: 420, height: 860 });
    const page = await signedInAt(context, '/documents/policy-summary?id=pol-auto-1', 'fr');
    await page.getByRole('heading', { name: 'Sommaire de la police', level: 1 }).waitFor();
    await page.getByRole('table').waitFor();
    expect((await page.getByRole('row', { name: /Prime annuelle totale/ }).textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toContain('2 846,00 $');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: FR.proof }).click();
    await page.getByRole('region', { name: FR.consentTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByRole('heading', { name: 'Sommaire de la police', level: 1 }).waitFor();
    const view = await createSlip(page, FR);
    await view.getByRole('heading', { name: 'Carte d’assurance-responsabilité' }).waitFor();
    const text = (await view.textContent()) ?? '';
    expect(text).toContain('Police type d’assurance automobile de l’Ontario');
    expect(text).toContain('15 septembre 2026');
    await view.getByRole('button', { name: 'La montrer sans déverrouiller votre téléphone' }).click();
    await view.getByRole('heading', { name: 'iPhone\u00a0: Accès guidé' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('prints the slip alone on one page', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await signedInAt(context, '/documents/create-slip?id=pol-auto-1&slip=doc-print&kind=pinkSlip&vehicle=veh-crv', 'en', 'emilie.tremblay@example.ca');
    await page.getByRole('dialog').getByRole('heading', { name: 'Liability insurance card' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    // Only the slip is printed: no app chrome, no buttons, no guidance.
    expect(await page.locator('header.app-header').isVisible()).toBe(false);
    const buttons = page.locator('.slip-view button');
    expect(await buttons.count()).toBeGreaterThan(2);
    expect(await buttons.evaluateAll((all) => all.filter((button) => button.checkVisibility()).length)).toBe(0);
    expect(await page.locator('.slip-card').isVisible()).toBe(true);
    const pdf = (await page.pdf({ printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    await context.close();
  });
});

// The installed app on a real API: offline, the worker serves the app, the last good settings come
// from the device (docs/product-rules.md#last-good-settings) and the slip from the device too.
describe('proof slips offline', () => {
  const TEXTS = {
    en: { pink: /^Pink slip/, save: 'Save to this device', saved: 'Saved. This slip now opens on this device without a connection.', offline: 'You went offline', card: 'Liability insurance card' },
    fr: { pink: /^Carte rose/, save: 'Enregistrer sur cet appareil', saved: 'Enregistrée. Cette preuve s’ouvre maintenant sur cet appareil sans connexion.', offline: 'Vous êtes hors ligne', card: 'Carte d’assurance-responsabilité' },
  } as const;

  it.each(['en', 'fr'] as const)('opens a saved slip after an offline reload of the installed app, with no server to ask (%s)', async (language) => {
    const t = TEXTS[language];
    const context = await newContext(browser, { width: 390, height: 844, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
    // The installed app: standalone display (src/app/client-mode.ts).
    await context.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
    const page = await signedInAt(context, '/documents/policy-summary?id=pol-auto-1', language, 'emilie.tremblay@example.ca');
    await page.getByRole('link', { name: (language === 'fr' ? FR : EN).proof }).click();
    const consent = page.getByRole('region', { name: (language === 'fr' ? FR : EN).consentTitle });
    if (await consent.isVisible().catch(() => false)) {
      await consent.getByRole('checkbox', { name: (language === 'fr' ? FR : EN).accept }).check();
      await consent.getByRole('button', { name: (language === 'fr' ? FR : EN).submit }).click();
    }
    await page.getByRole('radio', { name: t.pink }).check();
    await page.getByRole('button', { name: (language === 'fr' ? FR : EN).create }).click();
    const view = page.getByRole('dialog');
    await view.waitFor();
    await view.getByRole('button', { name: t.save }).click();
    const slipId = new URL(page.url()).searchParams.get('slip') ?? '';
    expect(slipId).toMatch(/^doc-/);
    // The save is written to storage after a tick: wait for the confirmation and the stored copy.
    await view.getByText(t.saved).waitFor();
    const stored = () => page.evaluate((id) => Object.values({ ...localStorage }).some((value) => value.includes('savedSlips') && value.includes(`"${id}"`)), slipId);
    await expect.poll(stored).toBe(true);
    // On this build the worker does not take over the page that registered it: active is enough.
    await untilWorkerActive(page);
    await expect.poll(() => page.evaluate(() => (localStorage.getItem('iss:slice:lastSettings') ?? '').includes('lakeshore|app'))).toBe(true);

    // Offline, and every documents call fails: the slip can only come from this device.
    await scope.fail(['/documents:network']);
    await context.setOffline(true);
    await navigateOffline(page, () => page.goto(brokerUrl(BROKER, `/documents/create-slip?slip=${slipId}`), { waitUntil: 'commit' }));
    await page.getByText(t.offline).first().waitFor();
    const offline = page.getByRole('dialog');
    await offline.getByRole('heading', { name: t.card }).waitFor();
    const text = (await offline.textContent()) ?? '';
    for (const expected of [POLICY, 'Intact Insurance', '2HKRW2H53LH612345']) expect(text).toContain(expected);
    // The brokerage's own look and words, not the defaults: its name in the header.
    expect(await page.locator('header.app-header').textContent()).toContain('Lakeshore');
    await navigateOffline(page, () => page.reload({ waitUntil: 'commit' }));
    await page.getByRole('dialog').getByRole('heading', { name: t.card }).waitFor();
    await context.setOffline(false);
    await context.close();
  });
});
