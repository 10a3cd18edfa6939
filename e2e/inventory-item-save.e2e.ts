// Saving an inventory item, in Chromium on the build a brokerage ships against the fixture server
// (each test its own scope: e2e/real-api.ts): a change the server refuses is never reported as
// saved, and the refusal shows by the Save button, where a phone's user is looking, announced.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';

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

const ITEM = '/inventory?room=grp-bedroom&item=itm-ring';

describe('inventory item: saving', () => {
  it.each([
    ['en', { price: 'Price', save: 'Save', saved: 'Saved.', refused: 'This change was not saved. Fixture failure for /api/inventory/save' }],
    ['fr', { price: 'Prix', save: 'Enregistrer', saved: 'Enregistré.', refused: 'Cette modification n’a pas été enregistrée. Fixture failure for /api/inventory/save' }],
  ] as const)('never says "saved" for a change the server refused, and says so by the button (%s)', async (language, t) => {
    const context = await newContext(browser, { width: 390, height: 844, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
    const page = await context.newPage();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('/api/inventory/save')) answers.push(response.status());
    });
    await page.goto(scope.url('maplecrest', ITEM));
    await page.waitForURL(/\/auth\/login$/);
    await completeLoginIn(page, language, 'emilie.tremblay@example.ca');
    await page.waitForURL((url) => url.pathname === '/inventory');
    const price = page.getByLabel(new RegExp(`^${t.price}`));
    await price.waitFor();
    // The server refuses the change (a 400, not a passing failure): it is not kept for later.
    await scope.fail(['/inventory/save:400']);
    await price.fill('9100');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect.poll(() => answers).toEqual([400]);
    const refused = page.getByRole('alert').filter({ hasText: t.refused });
    await refused.waitFor();
    expect(await refused.textContent()).toBe(t.refused);
    // Right under the Save button, on screen without scrolling; never "saved" meanwhile or after.
    const save = await page.getByRole('button', { name: t.save, exact: true }).boundingBox();
    const box = await refused.boundingBox();
    expect(box && save && box.y >= save.y + save.height && box.y - (save.y + save.height) < 120).toBe(true);
    expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    expect(await page.getByText(t.saved, { exact: true }).count()).toBe(0);
    await page.waitForTimeout(500);
    expect(await page.getByText(t.saved, { exact: true }).count()).toBe(0);

    // Once the server takes the next change, it is saved.
    await scope.fail([]);
    await price.fill('9200');
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByText(t.saved, { exact: true }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: t.refused }).count()).toBe(0);
    await context.close();
  });
});
