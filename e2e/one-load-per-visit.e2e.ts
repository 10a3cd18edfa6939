// A visit is one page load, even on a slow phone: the page opened while the service worker still
// installs is never reloaded by it, on the build a brokerage ships, on a real HTTP API
// (docs/adr/0073-browser-tests-on-the-real-api-build.md), and on the fixture-backend build, where
// it waits for the worker instead (msw reloads a page that a registration of its worker does not
// control).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { brokerUrl } from './urls.ts';

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

/** Opens the home, then `path` directly, under a 4× slower CPU; resolves to the second's page loads. */
async function loadsOfSecondPage(url: (path: string) => string, path: string, heading: string | null): Promise<{ loads: number; controlled: boolean }> {
  const context = await newContext(browser, { width: 390, height: 800 });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto(url('/'));
  await page.waitForTimeout(800);
  loads = 0;
  await page.goto(url(path));
  // Long enough for several of the old reloads (each came ~300 ms after a load).
  await page.waitForTimeout(6_000);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  await context.close();
  return { loads, controlled };
}

const PAGES = [
  ['/auth/login', 'Log in'],
  ['/quote', null],
] as const;

describe('first visits under a 4× slower CPU', () => {
  it.each(PAGES)('opens %s directly after the home with one page load', async (path, heading) => {
    const { loads } = await loadsOfSecondPage((at) => scope.url('maplecrest', at), path, heading);
    expect(loads).toBe(1);
  });

  // In-page build: msw's reload of a page its worker does not control happens only there.
  it.each(PAGES)('opens %s directly after the home with one page load, with the fixture backend in the page', async (path, heading) => {
    const { loads, controlled } = await loadsOfSecondPage((at) => brokerUrl(null, at), path, heading);
    expect(loads).toBe(1);
    expect(controlled).toBe(true);
  });
});
