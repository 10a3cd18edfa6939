// The widget embed on a brokerage's page of another origin (host.localhost vs lakeshore.localhost).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext, PARTITIONED_THIRD_PARTY_STORAGE } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin } from './sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium(PARTITIONED_THIRD_PARTY_STORAGE);
});
afterAll(async () => {
  await browser?.close();
});

async function hostPage(): Promise<Page> {
  const context = await newContext(browser, { width: 1000, height: 900 });
  const page = await context.newPage();
  await page.goto(brokerUrl('host', '/widget-host.html'));
  await page.getByRole('button', { name: 'Insurance help' }).waitFor();
  return page;
}

describe('widget embed', () => {
  it('opens the app in widget mode, signs in inside the iframe, and Close hides it', async () => {
    const page = await hostPage();
    const launcher = page.getByRole('button', { name: 'Insurance help' });
    await launcher.click();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    const frameElement = page.locator('iframe.iss-widget-frame');
    expect(await frameElement.isVisible()).toBe(true);
    expect(new URL((await frameElement.getAttribute('src')) as string).origin).toBe(new URL(brokerUrl('lakeshore')).origin);
    const app = page.frameLocator('iframe.iss-widget-frame');
    await app.locator('.app.mode-widget').waitFor();
    expect(await app.locator('.app-sidebar').count()).toBe(0);
    await app.getByText('Lakeshore Mutual').first().waitFor();

    await app.getByRole('link', { name: 'Login' }).click();
    await completeLogin(app, 'widget.user@example.ca');
    await expect.poll(() => app.getByTestId('user-menu-trigger').textContent()).toBe('W');

    await app.getByTestId('user-menu-trigger').click();
    const entries = await app.getByRole('menu').locator('[role^="menuitem"]').allTextContents();
    expect(entries).toEqual(['Profile', 'Accessibility', 'English', 'Français', 'Close', 'Logout']);
    await app.getByRole('menuitem', { name: 'Close' }).click();
    await expect.poll(() => frameElement.isVisible()).toBe(false);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('iss-widget-launcher');
    await page.context().close();
  });

  it('ignores close messages from any origin but the app’s', async () => {
    const page = await hostPage();
    await page.getByRole('button', { name: 'Insurance help' }).click();
    const frameElement = page.locator('iframe.iss-widget-frame');
    await page.frameLocator('iframe.iss-widget-frame').locator('.app.mode-widget').waitFor();
    // The host page itself (a foreign origin for the widget protocol) and a third origin try to close it.
    await page.evaluate(() => window.postMessage({ type: 'iss:close' }, '*'));
    await page.evaluate((evil) => {
      const frame = document.createElement('iframe');
      frame.srcdoc = `<script>parent.postMessage({ type: 'iss:close' }, '*')</scr` + 'ipt>';
      frame.dataset.evil = evil;
      document.body.appendChild(frame);
    }, 'srcdoc');
    await page.waitForTimeout(500);
    expect(await frameElement.isVisible()).toBe(true);
    await page.context().close();
  });

  it('in a browser that blocks third-party storage (Chromium here), does not stop at "Cookies are required": it starts on memory storage', async () => {
    const strict = await launchChromium();
    const page = await (await newContext(strict, { width: 1000 })).newPage();
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(brokerUrl('host', '/widget-host.html'));
    await page.getByRole('button', { name: 'Insurance help' }).click();
    const app = page.frameLocator('iframe.iss-widget-frame');
    // The fixture backend is a service worker, which this browser refuses to such an iframe, so the
    // brokerage's settings (and its list of allowed sites) cannot load here and the app cannot
    // start: it says that, not that the site may not show it; with a real API server the widget
    // runs on its partitioned cookie and memory.
    await app.getByRole('alert').getByText('This demo cannot start inside another website: this browser blocks the storage its demo data server (a service worker) needs there.').waitFor();
    expect(await app.getByText('For your security, this page cannot be shown inside another website.').count()).toBe(0);
    expect(await app.getByText('Cookies are required, please enable cookies in your browser.').count()).toBe(0);
    expect(logs.some((text) => text.includes('Fixture backend not started'))).toBe(true);
    await strict.close();
  });

  it('runs the app without widget chrome when opened directly', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore'));
    await page.locator('.app.mode-direct').waitFor();
    expect(await page.locator('.app-sidebar').count()).toBe(1);
    await context.close();
  });

  it('runs no script named by a url: the example host page is not in the build and ignores its query', async () => {
    expect(existsSync(join(inject('previewOutDir'), 'widget-host.html'))).toBe(false);
    const page = await (await newContext(browser, { width: 1000 })).newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(brokerUrl('host', '/widget-host.html?app=http://evil.localhost:9/'));
    await page.getByRole('button', { name: 'Insurance help' }).waitFor();
    expect(scripts.every((url) => new URL(url).origin === new URL(brokerUrl('lakeshore')).origin)).toBe(true);
    expect(scripts.some((url) => url.includes('evil'))).toBe(false);
    // The app's own origin does not serve the example page.
    const own = await page.goto(brokerUrl('lakeshore', '/widget-host.html'));
    expect(await own?.text()).not.toContain('example brokerage site');
    await page.context().close();
  });

  it('shows nothing of the app inside a frame it does not allow: a full page on a foreign site, or a widget of a brokerage that did not list the site', async () => {
    const page = await hostPage();
    for (const src of [brokerUrl('lakeshore', '/'), brokerUrl('northwind', '/?mode=widget')]) {
      await page.evaluate((url) => {
        document.querySelectorAll('iframe.probe').forEach((frame) => frame.remove());
        const frame = document.createElement('iframe');
        frame.className = 'probe';
        frame.src = url;
        document.body.appendChild(frame);
      }, src);
      const probe = page.frameLocator('iframe.probe');
      await probe.getByText('For your security, this page cannot be shown inside another website.').waitFor();
      expect(await probe.locator('.app').count()).toBe(0);
      expect(await probe.getByRole('link', { name: 'Open it in its own tab' }).getAttribute('target')).toBe('_blank');
    }
    await page.context().close();
  });
});
