// Focus moves that follow a key press have happened before the next key: a keyboard user who
// types ahead reaches the new element, never the one that was there before (docs/adr/0055-react-in-every-build.md). Each test presses its keys back to back and reads focus once, with no
// polling, so a focus moved a frame late fails it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLoginIn } from './sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Presses keys back to back: each is sent without waiting for the one before to be handled. */
async function pressAtOnce(page: Page, ...keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => page.keyboard.press(key)));
}

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function inventoryRoom(): Promise<Page> {
  const page = await (await newContext(browser, { width: 1200 })).newPage();
  await page.goto(brokerUrl('maplecrest', '/inventory'));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, 'en', 'focus-keys@example.ca');
  await page.waitForURL((url) => url.pathname === '/inventory');
  await page.getByRole('list', { name: 'Rooms of your home' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Rename the room' }).waitFor();
  return page;
}

describe('the next key reaches the element focus moved to', () => {
  it('user menu: ArrowDown opens on the first item and the next ArrowDown moves at once', async () => {
    const page = await (await newContext(browser, { width: 1200 })).newPage();
    await page.goto(brokerUrl('maplecrest', '/'));
    await page.getByTestId('user-menu-trigger').focus();
    await pressAtOnce(page, 'ArrowDown', 'ArrowDown');
    // Signed out: Log in, then the accessibility statement (docs/product-rules.md#accessibility-statement).
    expect(await focused(page)).toBe('Accessibility');
    // Escape gives focus back to the trigger, so Enter right after opens the menu again.
    await pressAtOnce(page, 'Escape', 'Enter');
    expect(await page.getByRole('menu').count()).toBe(1);
    await page.context().close();
  });

  it('confirm dialog: Escape returns focus to the button that opened it, and Enter opens it again', async () => {
    const page = await inventoryRoom();
    await page.getByRole('button', { name: 'Delete the room' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    await pressAtOnce(page, 'Escape', 'Enter');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    await page.context().close();
  });

  it('inventory room: leaving the rename form puts focus on Rename, so Enter reopens it', async () => {
    const page = await inventoryRoom();
    await page.getByRole('button', { name: 'Rename the room' }).click();
    await page.getByRole('button', { name: 'Cancel' }).focus();
    await pressAtOnce(page, 'Enter', 'Enter');
    expect(await page.getByRole('button', { name: 'Save the room' }).count()).toBe(1);
    await page.context().close();
  });

  it('inventory room: opening the rename form puts focus on its heading, so Tab reaches the name at once', async () => {
    const page = await inventoryRoom();
    await page.getByRole('button', { name: 'Rename the room' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.id}`)).toBe('H2 inventory-rename');
    await page.getByLabel(/^Room name/).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id)).toMatch(/name$/);
    await page.context().close();
  });
});
