// A visit is one page load on the fixture-backend build, even on a slow phone: a page opened while
// the service worker still installs waits for it instead of reloading itself (msw reloads a page
// that a registration of its worker does not control).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('first visits under a 4× slower CPU', () => {
  for (const [path, heading] of [
    ['/auth/login', 'Log in'],
    ['/quote', null],
  ] as const) {
    it(`opens ${path} directly after the home with one page load`, async () => {
      const context = await newContext(browser, { width: 390, height: 800 });
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      let loads = 0;
      page.on('load', () => loads++);
      await page.goto(brokerUrl(null, '/'));
      await page.waitForTimeout(800);
      loads = 0;
      await page.goto(brokerUrl(null, path));
      // Long enough for several of the old reloads (each came ~300 ms after a load).
      await page.waitForTimeout(6_000);
      await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(loads).toBe(1);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await context.close();
    });
  }
});
