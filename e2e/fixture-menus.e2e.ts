// The fixtures show integrators a consistent brokerage: every menu entry of every fixture brokerage
// leads to a real screen (never "Page not found"), and a brokerage's contact page shows its own
// representative, never another brokerage's staff.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLoginIn } from './sign-in.ts';

const BROKERAGES = readdirSync(join(import.meta.dirname, '../fixtures/brokerages'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('fixture brokerages', () => {
  it('has fixture brokerages to follow', () => {
    expect(BROKERAGES).toEqual(expect.arrayContaining(['lakeshore', 'maplecrest', 'northwind']));
  });

  for (const broker of BROKERAGES) {
    it(`${broker}: every menu entry leads to a real screen`, async () => {
      const context = await newContext(browser, { width: 390, height: 800 });
      const page = await context.newPage();
      await page.goto(brokerUrl(broker, '/auth/login'));
      const french = (await page.locator('html').getAttribute('lang'))?.startsWith('fr') ?? false;
      await page.locator('main h1').first().waitFor();
      if (await page.getByRole('button', { name: french ? 'M’envoyer un NIP' : 'Send me a PIN' }).count()) {
        await completeLoginIn(page, french ? 'fr' : 'en', 'emilie.tremblay@example.ca');
        await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      }
      await page.goto(brokerUrl(broker, '/'));
      await page.locator('main h1').first().waitFor();
      await page.waitForTimeout(500);
      const hrefs = await page.locator('main .home-menu a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
      const broken: string[] = [];
      for (const href of internal) {
        await page.goto(brokerUrl(broker, href));
        await page.locator('main h1').first().waitFor();
        await page.waitForTimeout(800);
        const text = await page.locator('main').innerText();
        if (/Page not found|Page introuvable|could not be loaded|n’a pas pu être chargée|There is no page here|Il n’y a pas de page ici/i.test(text)) broken.push(`${href}: ${text.slice(0, 120)}`);
      }
      expect(broken).toEqual([]);
      for (const href of hrefs.filter((href) => !href.startsWith('/'))) expect(href).toMatch(/^(https?:|mailto:|tel:)/);
      await context.close();
    });
  }

  it("northwind's contact page shows its own representative, not maplecrest's", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(brokerUrl('northwind', '/contact'));
    await page.waitForURL(/\/auth\/login$/);
    await completeLoginIn(page, 'en', 'emilie.tremblay@example.ca');
    await page.waitForURL((url) => url.pathname === '/contact');
    await page.getByText('Northwind Agency', { exact: false }).first().waitFor();
    await page.getByText('James Whitaker').waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/maplecrest|Nathalie Roy/i);
    await context.close();
  });
});
