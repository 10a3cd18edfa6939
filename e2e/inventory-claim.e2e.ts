// From the home inventory to a home claim, in Chromium on the build a brokerage ships against the
// fixture server (each test its own scope: e2e/real-api.ts): a theft of two living-room items
// chosen in the claim, and a flooded kitchen reported from the room's "Report a claim for this";
// each sent claim as the server received it (checked there against the request schema) holds the
// items with their values and file references, and the review showed them by room with the total;
// a double click sends once. The choice survives a reload and going offline; a user without an
// inventory, and a brokerage with the inventory off, get no such step.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from './axe.ts';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLogin, completeLoginIn } from './sign-in.ts';
import { untilWorkerActive } from './service-worker.ts';

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

const STEP = 'What was damaged or stolen';
const EMILIE = 'emilie.tremblay@example.ca';

interface SentLine {
  itemId: string;
  room: string;
  name: string;
  quantity: number;
  unitPrice: number;
  value: number;
  loss: string;
  files: { id: string; name: string }[];
}
interface SentHomeClaim {
  kind: string;
  cause: { type: string };
  contents: SentLine[];
  declaredValue: number;
}

/** Every home claim the page sends, with the status the fixture backend answered (400 off contract). */
function homeClaimsSent(page: Page): { body: SentHomeClaim; status: number }[] {
  const sent: { body: SentHomeClaim; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/claims/submit')) sent.push({ body: request.postDataJSON() as SentHomeClaim, status: response.status() });
  });
  return sent;
}

async function signedIn(broker: string, email: string, path: string): Promise<Page> {
  const context = await newContext(browser, { width: 1200 });
  const page = await context.newPage();
  await page.goto(brokerUrl(broker, path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLogin(page, email);
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

async function next(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(new RegExp(`kind=home&step=${step}$`), { timeout: 10_000 });
  // Focus moves to the step heading, as on every step.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
}

/** The step list's names, without what it says of each step's state to screen readers. */
const stepNames = async (page: Page) =>
  (await page.getByRole('navigation', { name: 'Home claim steps' }).getByRole('link').allTextContents()).map((text) => text.replace(/ \((completed|needs attention)\)$/, ''));
const room = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const total = (page: Page) => page.locator('.contents-total').textContent();

async function causeAndDate(page: Page, cause: string, description: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Home claim steps' }).getByRole('link', { name: /^What happened/ }).click();
  await page.getByLabel(/Cause of the loss/).selectOption({ label: cause });
  await page.getByLabel(/Description of what happened/).fill(description);
  await next(page, 'dateTime');
  await page.getByLabel('Date').fill('2026-11-20');
  await page.getByLabel('Time').fill('22:30');
}

async function confirmAndReview(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Home claim steps' }).getByRole('link', { name: /^Disclaimer/ }).click();
  await page.getByLabel(/I confirm/).check();
  await next(page, 'review');
}

describe('home claim from the home inventory', () => {
  it('offers no belongings step where the brokerage has the inventory off', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    // Nothing is asked of the inventory either.
    const inventoryCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/inventory/')) inventoryCalls.push(request.url());
    });
    await page.goto(brokerUrl('lakeshore', '/claims/form?kind=home'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, EMILIE);
    await page.waitForURL(/\/claims\/form/);
    await page.getByRole('heading', { level: 2, name: 'What happened' }).waitFor();
    expect(await stepNames(page)).toEqual(['What happened', 'Date and time', 'Pictures', 'Disclaimer', 'Review and send']);
    await page.goto(brokerUrl('lakeshore', '/claims/form?kind=home&step=contents'));
    await page.getByRole('heading', { level: 2, name: 'What happened' }).waitFor();
    expect(await page.locator('.contents-choice').count()).toBe(0);
    expect(inventoryCalls).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('reads in French: the step, the choice and the total in Canadian French money', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/'));
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.locator('html[lang="fr-CA"]').waitFor({ state: 'attached' });
    await page.goto(brokerUrl('maplecrest', '/claims/form?kind=home&step=contents'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLoginIn(page, 'fr', EMILIE);
    await page.waitForURL(/\/claims\/form\?kind=home&step=contents$/);
    await page.getByRole('heading', { level: 2, name: 'Ce qui a été endommagé ou volé' }).waitFor();
    const living = room(page, 'Living room');
    await living.getByRole('checkbox', { name: 'Toute la pièce' }).waitFor();
    await living.getByRole('checkbox', { name: /Samsung 65" QLED TV/ }).check();
    await page.getByRole('group', { name: /^Samsung 65" QLED TV\s:\sendommagé ou volé\s\?$/ }).getByRole('radio', { name: 'Volé' }).check();
    // French typography: no-break spaces before the colon and the dollar sign, a comma for cents.
    await expect.poll(() => total(page)).toBe('1 article choisi · Valeur déclarée\u00a0: 1\u00a0699,99\u00a0$');
    await context.close();
  }, 60_000);
});

// From the inventory: its photos fetched with the token (docs/adr/0074-files-fetched-with-the-token.md),
// and the choice kept offline by the installed app (docs/product-rules.md#last-good-settings).
describe('home claim from the home inventory', () => {
  it('reports a theft of two living-room items, then a flooded kitchen from the inventory room', async () => {
    const page = await signedIn('maplecrest', EMILIE, '/claims/form?kind=home');
    const sent = homeClaimsSent(page);

    // The belongings step is offered: this user has an inventory, and maplecrest has it on.
    await expect.poll(() => stepNames(page)).toEqual(['What happened', 'Date and time', STEP, 'Pictures', 'Disclaimer', 'Review and send']);
    await causeAndDate(page, 'Theft or break-in', 'Break-in through the back door while we were away.');
    await next(page, 'contents');
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toContain(STEP);

    // Rooms are groups of native checkboxes: the TV, and one of the two lamps, both stolen.
    const living = room(page, 'Living room');
    await living.getByRole('checkbox', { name: /Samsung 65" QLED TV/ }).waitFor();
    expect(await living.locator('img.contents-thumb').count()).toBe(1);
    await living.getByRole('checkbox', { name: /Samsung 65" QLED TV/ }).check();
    await page.getByRole('group', { name: 'Samsung 65" QLED TV: damaged or stolen?' }).getByRole('radio', { name: 'Stolen' }).check();
    await living.getByRole('checkbox', { name: /Brass floor lamp/ }).check();
    await page.getByRole('group', { name: 'Brass floor lamp: damaged or stolen?' }).getByRole('radio', { name: 'Stolen' }).check();
    const lamps = page.getByRole('spinbutton', { name: 'Quantity' });
    expect(await lamps.inputValue()).toBe('2');
    await lamps.fill('1');
    // The running total, in CAD with 2 decimals, announced politely.
    expect(await page.locator('.contents-total').getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => total(page)).toBe('2 items chosen · Declared value: $1,889.49');
    // Two of three items: the whole-room box reads as mixed.
    expect(await living.getByRole('checkbox', { name: 'Whole room' }).evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);

    // A reload keeps the choice, like every other answer.
    await page.reload();
    await expect.poll(() => total(page)).toBe('2 items chosen · Declared value: $1,889.49');
    expect(await room(page, 'Living room').getByRole('checkbox', { name: /Samsung 65" QLED TV/ }).isChecked()).toBe(true);
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('1');

    // Keyboard: Tab reaches the choice and Space ticks it (then unticks it again).
    const sofa = room(page, 'Living room').getByRole('checkbox', { name: /Sectional sofa/ });
    await sofa.focus();
    await page.keyboard.press('Space');
    expect(await sofa.isChecked()).toBe(true);
    await page.keyboard.press('Space');
    expect(await sofa.isChecked()).toBe(false);
    await expect.poll(() => total(page)).toBe('2 items chosen · Declared value: $1,889.49');

    expect(await seriousViolations(page)).toEqual([]);

    // The review lists them by room, with the total.
    await confirmAndReview(page);
    const review = page.locator('.contents-review');
    expect(await review.locator('h3').allTextContents()).toEqual(['Living room: $1,889.49']);
    expect(await review.locator('li').allTextContents()).toEqual(['Samsung 65" QLED TV (1) · Stolen · $1,699.99', 'Brass floor lamp (1) · Stolen · $189.50']);
    expect(await review.locator('.contents-review-total').textContent()).toBe('Declared value: $1,889.49');
    await page.getByRole('button', { name: 'Send the home claim' }).click();
    await page.getByText(/Your home claim was sent to your broker\. Reference number: CLM-\d{4}-/).waitFor();

    // What the fixture backend received (and accepted against the request schema).
    expect(sent).toHaveLength(1);
    expect(sent[0]?.status).toBe(200);
    const theft = sent[0]?.body as SentHomeClaim;
    // One claim call for every kind: this one says it is a home claim.
    expect(theft.kind).toBe('home');
    expect(theft.cause.type).toBe('theft');
    expect(theft.declaredValue).toBe(1889.49);
    expect(theft.contents.map(({ itemId, room: where, quantity, unitPrice, value, loss }) => ({ itemId, room: where, quantity, unitPrice, value, loss }))).toEqual([
      { itemId: 'itm-tv', room: 'Living room', quantity: 1, unitPrice: 1699.99, value: 1699.99, loss: 'stolen' },
      { itemId: 'itm-lamp', room: 'Living room', quantity: 1, unitPrice: 189.5, value: 189.5, loss: 'stolen' },
    ]);
    // The TV's receipt and photo, by the ids the inventory has: no upload was made.
    expect(theft.contents[0]?.files.map((file) => file.id)).toEqual(['fil-tv-receipt', 'fil-tv-photo']);

    // Second claim: from the inventory, the kitchen's "Report a claim for this".
    await page.goto(brokerUrl('maplecrest', '/inventory?room=grp-kitchen'));
    await page.getByRole('heading', { level: 1, name: 'Kitchen' }).waitFor();
    await page.getByRole('link', { name: 'Report a claim for this' }).click();
    await page.waitForURL(/\/claims\/form\?kind=home&step=contents$/);
    const kitchen = room(page, 'Kitchen');
    await expect.poll(() => kitchen.getByRole('checkbox', { name: 'Whole room' }).isChecked()).toBe(true);
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toContain(STEP);
    await expect.poll(() => total(page)).toBe('3 items chosen · Declared value: $4,708.99');
    for (const item of ['LG French-door refrigerator', 'Vitamix blender', 'Le Creuset Dutch ovens']) {
      await page.getByRole('group', { name: `${item}: damaged or stolen?` }).getByRole('radio', { name: 'Damaged' }).check();
    }
    await causeAndDate(page, 'Water or flood', 'The river flooded the ground floor.');
    await confirmAndReview(page);
    expect(await page.locator('.contents-review h3').allTextContents()).toEqual(['Kitchen: $4,708.99']);
    expect(await page.locator('.contents-review-total').textContent()).toBe('Declared value: $4,708.99');
    // A double click sends the claim once: the flow's in-progress guard holds for a home claim too.
    await page.getByRole('button', { name: 'Send the home claim' }).dblclick();
    await page.getByText(/Your home claim was sent to your broker\. Reference number: CLM-\d{4}-/).waitFor();
    await page.waitForLoadState('networkidle');

    expect(sent).toHaveLength(2);
    expect(sent[1]?.status).toBe(200);
    const flood = sent[1]?.body as SentHomeClaim;
    expect(flood.cause.type).toBe('water');
    expect(flood.declaredValue).toBe(4708.99);
    expect(flood.contents.map((line) => [line.name, line.quantity, line.value, line.loss])).toEqual([
      ['LG French-door refrigerator', 1, 2899, 'damaged'],
      ['Vitamix blender', 1, 549.99, 'damaged'],
      ['Le Creuset Dutch ovens', 3, 1260, 'damaged'],
    ]);
    expect(flood.contents[0]?.files.map((file) => file.id)).toEqual(['fil-fridge-warranty']);
    await page.context().close();
  }, 120_000);

  it('keeps the choice offline; the next user (without an inventory) sees no trace of it and no such step', async () => {
    const page = await signedIn('maplecrest', EMILIE, '/inventory');
    page.on('dialog', (dialog) => void dialog.accept());
    // From an item: the claim opens with that item chosen.
    await page.goto(brokerUrl('maplecrest', '/inventory?room=grp-bedroom&item=itm-ring'));
    await page.getByRole('heading', { level: 1, name: /Engagement ring/ }).waitFor();
    await page.getByRole('link', { name: 'Report a claim for this' }).click();
    await page.waitForURL(/\/claims\/form\?kind=home&step=contents$/);
    await expect.poll(() => room(page, 'Primary bedroom').getByRole('checkbox', { name: /Engagement ring/ }).isChecked()).toBe(true);
    await expect.poll(() => total(page)).toBe('1 item chosen · Declared value: $8,400.00');

    // Offline, the step and the choice stay (the draft holds them); the next step too.
    // On this build the worker does not take over the page that registered it: active is enough.
    await untilWorkerActive(page);
    await page.context().setOffline(true);
    await page.getByRole('group', { name: 'Engagement ring (appraised): damaged or stolen?' }).getByRole('radio', { name: 'Stolen' }).check();
    await next(page, 'pictures');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => total(page)).toBe('1 item chosen · Declared value: $8,400.00');
    // A reload while still offline: the app comes from the device, the choice from the draft.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => total(page), { timeout: 15_000 }).toBe('1 item chosen · Declared value: $8,400.00');
    expect(await room(page, 'Primary bedroom').getByRole('checkbox', { name: /Engagement ring/ }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Engagement ring (appraised): damaged or stolen?' }).getByRole('radio', { name: 'Stolen' }).isChecked()).toBe(true);
    await page.context().setOffline(false);

    // Logout (the app asks, as the draft is unsent: accepted), then someone without an inventory.
    await page.getByTestId('user-menu-trigger').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('•••');
    const inventoryAsked = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/inventory/groups'));
    await page.goto(brokerUrl('maplecrest', '/claims/form?kind=home&step=contents'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLogin(page, 'empty-home@example.ca');
    await page.waitForURL(/\/claims\/form/);
    await inventoryAsked;
    await page.getByRole('heading', { level: 2, name: 'What happened' }).waitFor();
    expect(await stepNames(page)).toEqual(['What happened', 'Date and time', 'Pictures', 'Disclaimer', 'Review and send']);
    expect(await page.getByText(/Engagement ring/).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
