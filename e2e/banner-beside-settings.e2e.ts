// The banner's code (its parts and the sanitiser) is asked for at start beside the settings, not
// once they have said there is a banner: a banner is often the first screen's largest paint
// (docs/adr/0086-login-before-the-form-engine.md#the-banner-beside-the-settings). On the build a
// brokerage ships, the settings slowed so the order is plain.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';

const SETTINGS_LATE_MS = 800;
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

describe('the banner beside the settings', () => {
  it('asks for the banner’s scripts before the settings answer, and shows the banner with the first screen', async () => {
    await scope.slow([`/settings:${SETTINGS_LATE_MS}`, `/brand/getKioskBrandSettings:${SETTINGS_LATE_MS}`]);
    const context = await browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked: string[] = [];
    let settingsAnsweredAt: number | undefined;
    const bannerAskedAt: number[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? '';
      asked.push(name);
      if (/^(banner-gate|notification-banner|tenant-html)-/.test(name)) bannerAskedAt.push(Date.now());
    });
    page.on('response', (response) => {
      if (/\/settings(\/|$)/.test(new URL(response.url()).pathname) && settingsAnsweredAt === undefined) settingsAnsweredAt = Date.now();
    });
    await page.goto(scope.url('maplecrest', '/'));
    await page.locator('.notification-banner').waitFor();
    expect(bannerAskedAt.length, asked.join(' ')).toBeGreaterThan(0);
    expect(settingsAnsweredAt).toBeDefined();
    expect(Math.max(...bannerAskedAt)).toBeLessThan(settingsAnsweredAt ?? 0);
    // With the first screen: the heading and the banner are in the page together.
    expect(await page.locator('main h1').count()).toBe(1);
    await context.close();
  });
});
