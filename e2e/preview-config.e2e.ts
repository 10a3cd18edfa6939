// `npm run preview -- --config FILE`: one integrator's file served on any host name.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { freePort } from './global-setup.ts';
import { startPreview, type PreviewServer } from '../hosting/preview-server.ts';

let browser: Browser;
let server: PreviewServer;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = await startPreview({ config: 'fixtures/brokerages/lakeshore.json', port, outDir: inject('previewOutDir'), build: 'never' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('preview --config', () => {
  it("serves the given brokerage at localhost with its brand and menu, error entry scrolled into view", async () => {
    // Short enough that the fifth entry starts below the fold.
    const context = await newContext(browser, { width: 420, height: 420 });
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/`);
    await page.locator('header').getByText('Lakeshore Mutual').waitFor();
    await page.locator('main .menu-name').first().waitFor();
    const names = await page.locator('main .menu-name').allTextContents();
    expect(names).toEqual(['Documents', 'Report a claim', 'Make a payment', 'Storm Season Tips', 'Roadside Assistance']);
    const errorEntry = page.locator('main li.has-error');
    expect(await errorEntry.textContent()).toContain('Service temporarily unavailable in your area');
    await expect.poll(() => errorEntry.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    })).toBe(true);
    await context.close();
  });

  it('serves the same brokerage whatever the host name', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`http://northwind.localhost:${port}/`);
    await page.locator('header').getByText('Lakeshore Mutual').waitFor();
    await context.close();
  });

  it('serves its texts in another language from the file beside it: a French visitor reads the menu in French', async () => {
    const context = await newContext(browser, { width: 420, locale: 'fr-CA' });
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/`);
    await expect.poll(() => page.locator('main .menu-name').allTextContents()).toEqual(['Documents', 'Faire une réclamation', 'Faire un paiement', 'Conseils pour la saison des tempêtes', 'Assistance routière']);
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect.poll(() => page.locator('main .menu-name').allTextContents()).toEqual(['Documents', 'Report a claim', 'Make a payment', 'Storm Season Tips', 'Roadside Assistance']);
    await context.close();
  });

  it('answers only the two languages’ texts files', async () => {
    const french = await fetch(`http://localhost:${port}/__preview/texts/fr.json`);
    expect(french.status).toBe(200);
    expect(await french.json()).toMatchObject({ '/featuresAndOptions/1/name': 'Faire une réclamation' });
    for (const path of ['en.json', 'de.json', '..%2Flakeshore.json', 'fr.json.bak']) {
      expect((await fetch(`http://localhost:${port}/__preview/texts/${path}`)).status).toBe(204);
    }
  });
});
