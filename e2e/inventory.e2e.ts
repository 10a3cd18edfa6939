// The home inventory in Chromium on the built app against the fixture backend: add a
// room, add an item with a photo, edit, move and delete it; an edit made offline is kept ("not yet
// saved") and sent when the connection returns; a reload keeps a half-typed item and a change
// still waiting; the CSV export is downloaded and read back; the empty state starts the first
// room; the printable report; the French run; axe on every screen in English and French.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLoginIn } from './sign-in.ts';
import { parseCsv } from '../tests/parse-csv.ts';
import { navigateOffline, untilWorkerControls } from './service-worker.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const BROKER = 'maplecrest';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signedIn(options: { language?: 'en' | 'fr'; email?: string; width?: number; path?: string } = {}): Promise<Page> {
  const language = options.language ?? 'en';
  const path = options.path ?? '/inventory';
  const context = await newContext(browser, { width: options.width ?? 1200, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
  const page = await context.newPage();
  // Every screen runs under the app's strict CSP and Trusted Types: any violation fails the test (closeClean).
  const refused: string[] = [];
  cspProblems.set(page, refused);
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) refused.push(message.text());
  });
  await page.goto(brokerUrl(BROKER, path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, options.email ?? 'inventory@example.ca');
  await page.waitForURL((url) => url.pathname === '/inventory');
  return page;
}

const cspProblems = new WeakMap<Page, string[]>();

/** Closes the page's context once it is sure no CSP or Trusted Types violation was reported. */
async function closeClean(page: Page): Promise<void> {
  expect(cspProblems.get(page) ?? []).toEqual([]);
  await page.context().close();
}

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Types into a field as a person does (the money field shows a formatted amount until focused). */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  // Required fields' labels end with their mark ('Item name *').
  const field = page.getByLabel(label);
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(text);
}

const roomsList = (page: Page, name = 'Rooms of your home') => page.getByRole('list', { name });
const itemsList = (page: Page, name = 'Items in this room') => page.getByRole('list', { name });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function addRoom(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a room' }).click();
  await typeInto(page, 'Room name', name);
  await page.getByRole('button', { name: 'Save the room' }).click();
  await h1(page).filter({ hasText: name }).waitFor();
}

async function addItem(page: Page, fields: { name: string; quantity: string; price: string; notes?: string }): Promise<void> {
  await page.getByRole('link', { name: 'Add an item' }).click();
  await h1(page).filter({ hasText: 'New item' }).waitFor();
  await typeInto(page, 'Item name', fields.name);
  await typeInto(page, 'Quantity', fields.quantity);
  await typeInto(page, 'Price', fields.price);
  if (fields.notes) await typeInto(page, 'Notes', fields.notes);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await h1(page).filter({ hasText: fields.name }).waitFor();
}

/** The stored outbox of the signed-in user (what waits to be sent). */
async function storedOutbox(page: Page): Promise<unknown[]> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => /^iss:slice:inventory:/.test(k));
    return key ? ((JSON.parse(localStorage.getItem(key) ?? '{}') as { outbox?: unknown[] }).outbox ?? []) : [];
  });
}

/** Forgets the device's copy, so what shows next comes from the server alone. */
async function dropLocalCopy(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (/^iss:slice:inventoryCache:/.test(key)) localStorage.removeItem(key);
  });
}

describe('home inventory', () => {
  it('adds a room, an item with a photo, edits, moves and deletes it; axe on each screen', async () => {
    const page = await signedIn();
    await roomsList(page).getByRole('listitem').first().waitFor();
    expect(await page.locator('.inventory-totals').innerText()).toMatch(/Rooms\s+5\s+Items\s+15\s+Total value\s+\$26,384\.98/);
    expect(await roomsList(page).getByRole('listitem').filter({ hasText: 'Basement' }).innerText()).toContain('no items · $0.00');
    expect(await violations(page)).toEqual([]);

    await addRoom(page, 'Home office');
    expect(await page.locator('.inventory-summary').innerText()).toBe('no items · $0.00');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Rename the room' }).click();
    await typeInto(page, 'Room name', 'Study');
    await page.getByRole('button', { name: 'Save the room' }).click();
    await h1(page).filter({ hasText: 'Study' }).waitFor();

    // The form's rules (docs/product-rules.md#form-rules), in its messages.
    await page.getByRole('link', { name: 'Add an item' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const errors = page.locator('.schema-form').getByRole('alert').first();
    await errors.waitFor();
    expect(await page.locator('.schema-form').innerText()).toContain('Item name is required');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to the room' }).click();

    await addItem(page, { name: 'Standing desk', quantity: '2', price: '450', notes: 'Oak top, "Jarvis", 2024' });
    await page.locator('.inventory-notice').getByText('Saved.', { exact: true }).waitFor();
    expect(await page.locator('.inventory-total').innerText()).toBe('Total value: $900.00');

    await page.getByLabel('Take or choose a photo').setInputFiles({ name: 'desk.png', mimeType: 'image/png', buffer: PNG });
    const photo = page.locator('.inventory-file').filter({ hasText: 'desk' });
    await photo.getByText('Uploaded').waitFor();
    await photo.getByRole('img', { name: 'Photo of desk.png' }).waitFor();
    await expect.poll(() => storedOutbox(page)).toEqual([]);
    expect(await violations(page)).toEqual([]);

    // Edit: the price, saved at once.
    // A click into the shown amount selects it all: typing replaces it (no appending).
    await page.getByLabel('Price').click();
    await page.getByLabel('Price').pressSequentially('499.99');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(await page.locator('.inventory-total').innerText()).toBe('Total value: $999.98');

    // Move to the garage: it shows there, with its photo, and the office is empty again.
    await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Garage' });
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to Garage.' }).waitFor();
    await page.locator('.inventory-crumbs').getByRole('link', { name: 'Garage' }).click();
    const desk = itemsList(page).getByRole('listitem').filter({ hasText: 'Standing desk' });
    await desk.waitFor();
    expect(await desk.innerText()).toContain('2 × $499.99 · Total value: $999.98 · 1 file');
    await expect.poll(() => storedOutbox(page)).toEqual([]);

    // Delete, after the confirm.
    await desk.getByRole('link').click();
    await page.getByRole('button', { name: 'Delete the item' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete “Standing desk”?' });
    await dialog.waitFor();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await h1(page).filter({ hasText: 'Garage' }).waitFor();
    await expect.poll(() => itemsList(page).getByRole('listitem').filter({ hasText: 'Standing desk' }).count()).toBe(0);
    await expect.poll(() => storedOutbox(page)).toEqual([]);

    // What the server holds (the device's copy dropped): the desk is gone, the office is there.
    await dropLocalCopy(page);
    await page.goto(brokerUrl(BROKER, '/inventory'));
    await roomsList(page).getByRole('listitem').filter({ hasText: 'Study' }).waitFor();
    expect(await page.locator('.inventory-totals').innerText()).toMatch(/Rooms\s+6\s+Items\s+15\s+/);
    await closeClean(page);
  });

  it('keeps an edit made offline as "not yet saved" and sends it when the connection returns', async () => {
    const page = await signedIn();
    await roomsList(page).getByRole('link', { name: /Kitchen/ }).click();
    await itemsList(page).getByRole('link', { name: /Vitamix blender/ }).click();
    await h1(page).filter({ hasText: 'Vitamix blender' }).waitFor();
    // The installed app's worker controls the page and has precached the app (an offline reload needs it).
    await untilWorkerControls(page);

    await page.context().setOffline(true);
    await typeInto(page, 'Item name', 'Vitamix A3500 blender');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Kept on this device, not yet sent.' }).waitFor();
    await h1(page).getByText('Not yet saved').waitFor();
    await page.getByText('1 change is not yet saved.').waitFor();
    expect(await page.getByText('You are offline.').count()).toBe(1);
    expect(await storedOutbox(page)).toHaveLength(1);
    expect(await violations(page)).toEqual([]);

    // A reload while still offline: the app and the inventory come from the device, the change still waits.
    await navigateOffline(page, () => page.reload({ waitUntil: 'commit' }));
    await h1(page).filter({ hasText: 'Vitamix A3500 blender' }).waitFor();
    await h1(page).getByText('Not yet saved').waitFor();
    expect(await storedOutbox(page)).toHaveLength(1);

    await page.context().setOffline(false);
    await expect.poll(() => storedOutbox(page), { timeout: 15_000 }).toEqual([]);
    await expect.poll(() => h1(page).getByText('Not yet saved').count()).toBe(0);
    await dropLocalCopy(page);
    await page.goto(brokerUrl(BROKER, '/inventory'));
    await roomsList(page).getByRole('link', { name: /Kitchen/ }).click();
    await itemsList(page).getByRole('link', { name: /Vitamix A3500 blender/ }).waitFor();
    await closeClean(page);
  });

  it('a reload keeps a half-typed item, and changes still waiting, sent in order once calls work', async () => {
    const page = await signedIn();
    await roomsList(page).getByRole('link', { name: /Garage/ }).click();
    await h1(page).filter({ hasText: 'Garage' }).waitFor();
    await page.getByRole('link', { name: 'Add an item' }).click();
    await typeInto(page, 'Item name', 'Kayak');
    await typeInto(page, 'Quantity', '2');
    await page.reload();
    await h1(page).filter({ hasText: 'New item' }).waitFor();
    expect(await page.getByLabel('Item name').inputValue()).toBe('Kayak');
    expect(await page.getByLabel('Quantity').inputValue()).toBe('2');

    // Saves fail (network) from now on in this tab: the changes wait, in order, across a reload.
    const url = new URL(page.url());
    url.searchParams.set('fail', '/inventory/save:network');
    await page.goto(url.toString());
    await typeInto(page, 'Price', '1200');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await h1(page).filter({ hasText: 'Kayak' }).waitFor();
    await typeInto(page, 'Item name', 'Sea kayak');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await h1(page).getByText('Not yet saved').waitFor();
    await expect.poll(async () => (await storedOutbox(page)).length).toBe(2);
    await page.reload();
    await h1(page).filter({ hasText: 'Sea kayak' }).waitFor();
    await page.getByText('2 changes are not yet saved.').waitFor();

    // Calls work again: both go, in order (the create, then the rename of what it created), from
    // the home page too (the app sends what an earlier page left, without the inventory open).
    await page.goto(brokerUrl(BROKER, '/?fail='));
    await h1(page).first().waitFor();
    await expect.poll(() => storedOutbox(page), { timeout: 20_000 }).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(brokerUrl(BROKER, '/inventory'));
    await dropLocalCopy(page);
    await page.reload();
    await roomsList(page).getByRole('link', { name: /Garage/ }).click();
    const kayak = itemsList(page).getByRole('listitem').filter({ hasText: 'kayak' });
    await kayak.waitFor();
    expect(await kayak.innerText()).toContain('Sea kayak');
    expect(await kayak.innerText()).toContain('2 × $1,200.00 · Total value: $2,400.00');
    expect(await itemsList(page).getByRole('listitem').filter({ hasText: 'kayak' }).count()).toBe(1);
    await closeClean(page);
  });

  it('asks before leaving an item with an edit not saved, and keeps the edit when the user stays', async () => {
    const page = await signedIn({ path: '/inventory?room=grp-living&item=itm-sofa' });
    await h1(page).filter({ hasText: 'Sectional sofa' }).waitFor();
    await typeInto(page, 'Price', '3500');
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to the room' }).click();
    await expect.poll(() => asked).toEqual(['Are you sure you want to navigate away from this page?']);
    expect(new URL(page.url()).searchParams.get('item')).toBe('itm-sofa');
    expect(await page.getByLabel('Price').inputValue()).toContain('3,500');
    // Saved, it leaves without a question.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('link', { name: 'Back to the room' }).click();
    await h1(page).filter({ hasText: 'Living room' }).waitFor();
    expect(asked).toHaveLength(1);
    await closeClean(page);
  });

  it('shows a failed upload with Retry, and sends it on Retry; removes a file', async () => {
    const page = await signedIn({ width: 390 });
    await roomsList(page).getByRole('link', { name: /Primary bedroom/ }).click();
    await itemsList(page).getByRole('link', { name: /King bed frame/ }).click();
    await page.getByRole('heading', { name: 'Photos and receipts' }).waitFor();
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:fail', '/inventory/files:network'));
    await page.getByLabel('Add a receipt (PDF or image)').setInputFiles({ name: 'bed-receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const receipt = page.locator('.inventory-file').filter({ hasText: 'bed-receipt.pdf' });
    await receipt.getByText('The upload failed.').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:fail', ''));
    await receipt.getByRole('button', { name: 'Retry' }).click();
    await receipt.getByText('Uploaded').waitFor();
    await expect.poll(() => storedOutbox(page)).toEqual([]);
    // The item names the server's file: a reload (the device copy dropped) still lists it.
    await dropLocalCopy(page);
    await page.reload();
    await page.locator('.inventory-file').filter({ hasText: 'bed-receipt.pdf' }).getByRole('button', { name: 'Open bed-receipt.pdf (opens in a new tab)' }).waitFor();
    await page.getByRole('button', { name: 'Remove bed-receipt.pdf' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.inventory-file').filter({ hasText: 'bed-receipt.pdf' }).count()).toBe(0);
    // The removed row's button is gone: the focus is on the files' heading, not the body.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inventory-files-title');
    await page.getByLabel('Add a receipt (PDF or image)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByRole('alert').filter({ hasText: 'File type not allowed' }).waitFor();
    await closeClean(page);
  });

  it('downloads the CSV with the brokerage and the date in its name, one row per item', async () => {
    const page = await signedIn();
    await roomsList(page).getByRole('listitem').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the spreadsheet (CSV)' }).click();
    const file = await download;
    const today = new Date();
    const date = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(file.suggestedFilename()).toBe(`maplecrest-insurance-brokers-home-inventory-${date}.csv`);
    const bytes = readFileSync((await file.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8'));
    expect(rows[0]).toEqual(['Room', 'Item', 'Quantity', 'Price (CAD)', 'Total value (CAD)', 'Notes', 'Files']);
    expect(rows).toHaveLength(12);
    expect(rows).toContainEqual(['Living room', 'Samsung 65" QLED TV', '1', '1699.99', '1699.99', 'Bought at Best Buy Oakville, 2024.', 'tv-receipt.pdf; tv.jpg']);
    expect(rows).toContainEqual(['Kitchen', 'Le Creuset Dutch ovens', '3', '420.00', '1260.00', '5.5 qt, 3.5 qt, 2 qt.', '']);
    await page.getByRole('status').filter({ hasText: 'is downloaded.' }).waitFor();
    await closeClean(page);
  });

  it('shows the printable report with totals per room and only the report in print', async () => {
    const page = await signedIn();
    await page.getByRole('link', { name: 'Open the printable report' }).waitFor();
    // Each room answers slowly: the progress shows while the report is prepared.
    await page.goto(brokerUrl(BROKER, '/inventory?view=report&slow=/inventory/groups/:800'));
    await h1(page).filter({ hasText: 'Home inventory report' }).waitFor();
    await page.getByRole('progressbar', { name: 'Preparing the export' }).waitFor();
    await page.getByRole('status').filter({ hasText: /Preparing the export: room \d of 5/ }).waitFor();
    const living = page.locator('.inventory-report-room').filter({ has: page.getByRole('heading', { name: 'Living room' }) });
    await living.waitFor();
    expect(await living.locator('.inventory-report-total').innerText()).toBe('Total for Living room: $5,327.99');
    expect(await page.locator('.inventory-report-grand').innerText()).toBe('Total of the home: $26,384.98');
    expect(await living.getByRole('img', { name: /Photo of Samsung/ }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await living.isVisible()).toBe(true);
    await page.goto(brokerUrl(BROKER, '/inventory?slow='));
    await closeClean(page);
  });

  it('fits the report on a phone: every amount and note of a room whole, nothing wider than the screen', async () => {
    const page = await signedIn({ width: 390, path: '/inventory?view=report' });
    const living = page.locator('.inventory-report-room').filter({ has: page.getByRole('heading', { name: 'Living room' }) });
    await living.waitFor();
    const sideways = await page.evaluate(() => [...document.querySelectorAll('.inventory-report-room')].filter((room) => room.scrollWidth > room.clientWidth + 1 || (room.querySelector('.inventory-table-wrap')?.scrollWidth ?? 0) > room.clientWidth + 1).length);
    expect(sideways).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Each cell says its column: "Total value" beside the amount, whole.
    const firstRow = living.locator('tbody tr').first();
    expect(await firstRow.locator('td').nth(2).evaluate((cell) => `${getComputedStyle(cell, '::before').content} ${cell.textContent}`)).toMatch(/^"Total value" \$[\d,]+\.\d{2}$/);
    await closeClean(page);
  });

  it('shows the rooms, then a room, whole: no loading line first on a cold load or a tap', async () => {
    const page = await signedIn();
    await roomsList(page).getByRole('listitem').first().waitFor();
    // The rooms and the room answer 300 ms late (the screen's chunk is in the cache): without the
    // wait, the loading line would show first.
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:slow', '/inventory/groups:300'));
    // The device's copy is dropped as the page starts (not before: the page still running would
    // store it again), and whether a loading line ever entered the page is recorded: start-up and
    // the tap wait (briefly) for the screen's first data, so the first render already has the
    // rooms, then the room's items.
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('iss:slice:inventoryCache:')) localStorage.removeItem(key);
      const seen = { loading: false };
      Object.assign(window, { loadingSeen: seen });
      new MutationObserver(() => {
        if (document.querySelector('.request-loading')) seen.loading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await roomsList(page).getByRole('listitem').first().waitFor();
    const loadingSeen = () => page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading);
    expect(await loadingSeen()).toBe(false);
    await roomsList(page).getByRole('link').filter({ hasText: 'Living room' }).click();
    await itemsList(page).getByRole('listitem').first().waitFor();
    expect(await h1(page).innerText()).toBe('Living room');
    expect(await loadingSeen()).toBe(false);
    // Slower than the longest wait (500 ms): the page does not wait on; the loading line shows, then the rooms.
    await page.evaluate(() => sessionStorage.setItem('fixture-backend:slow', '/inventory/groups:1500'));
    await page.goto(brokerUrl(BROKER, '/inventory'));
    await page.locator('.request-loading').waitFor();
    await roomsList(page).getByRole('listitem').first().waitFor();
    expect(await loadingSeen()).toBe(true);
    await closeClean(page);
  });

  it('asks for the rooms once when the menu opens the inventory, the rooms showing with the page', async () => {
    const page = await signedIn();
    await roomsList(page).getByRole('listitem').first().waitFor();
    await page.addInitScript(() => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('iss:slice:inventoryCache:')) localStorage.removeItem(key);
    });
    await page.goto(brokerUrl(BROKER, '/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/inventory/groups')) asked.push(request.url());
    });
    // The tap enters the route (and waits for the rooms), then the gate enters it again: one request.
    await page.getByRole('link', { name: /Home Inventory/ }).first().click();
    await roomsList(page).getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    await closeClean(page);
  });

  it('explains why an inventory matters and starts the first room (empty state)', async () => {
    const page = await signedIn({ email: 'empty-home@example.ca', width: 360 });
    await page.getByRole('heading', { name: 'Start your home inventory' }).waitFor();
    expect(await page.locator('.inventory-empty').innerText()).toContain('After a fire, a flood or a theft');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add your first room' }).click();
    await typeInto(page, 'Room name', 'Living room');
    await page.getByRole('button', { name: 'Save the room' }).click();
    await h1(page).filter({ hasText: 'Living room' }).waitFor();
    await page.getByRole('link', { name: 'All rooms' }).click();
    expect(await roomsList(page).getByRole('listitem').count()).toBe(1);
    await closeClean(page);
  });

  it('reads in French, with French rules, confirm and totals; axe in French', async () => {
    const page = await signedIn({ language: 'fr' });
    await h1(page).filter({ hasText: 'Inventaire domiciliaire' }).waitFor();
    await roomsList(page, 'Pièces de votre domicile').getByRole('listitem').first().waitFor();
    expect(await page.locator('.inventory-totals').innerText()).toMatch(/Valeur totale\s+26[\s\u202f]384,98[\s\u202f]\$/);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ajouter une pièce' }).click();
    await page.getByRole('button', { name: 'Enregistrer la pièce' }).click();
    await page.locator('.schema-form').getByRole('alert').first().waitFor();
    expect(await page.locator('.schema-form').innerText()).toContain('Le champ «\u00a0Nom de la pièce\u00a0» est obligatoire');
    await roomsList(page, 'Pièces de votre domicile').getByRole('link', { name: /Cuisine|Kitchen/ }).click();
    await h1(page).filter({ hasText: 'Kitchen' }).waitFor();
    expect(await page.locator('.inventory-summary').innerText()).toMatch(/^5 articles · 4[\s\u202f]708,99[\s\u202f]\$$/);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Supprimer la pièce' }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain('Ses 5 articles seront supprimés avec elle.');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await itemsList(page, 'Articles de cette pièce').getByRole('link', { name: /Vitamix/ }).click();
    await page.getByRole('heading', { name: 'Photos et reçus' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await closeClean(page);
  });
});
