// The settings studio hands settings to its frames through its own entry (studio/frame-main.tsx)
// and server. The app's build has no such channel: it takes no settings by message or by url.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Frame, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { frameName } from '../studio/frame-options.ts';

let browser: Browser;
const MAPLECREST_RED = 'rgb(122, 31, 43)';
const FOREIGN = { brand: { name: 'Hijacked Brokerage', brandColor: '#00ff00', brandContrastColor: '#000000' }, features: { payments: false } };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
}

async function header(scope: Page | Frame): Promise<{ colour: string; text: string }> {
  const element = scope.locator('header.app-header');
  await element.waitFor();
  return { colour: await element.evaluate((el) => getComputedStyle(el).backgroundColor), text: (await element.textContent()) ?? '' };
}

describe('the built app takes no settings from a studio', () => {
  it('ships none of the studio: no frame entry, no settings message', () => {
    const built = files(inject('previewOutDir')).filter((file) => /\.(js|html)$/.test(file));
    expect(built.length).toBeGreaterThan(0);
    for (const file of built) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain('studio:settings-changed');
      expect(text, file).not.toContain('studio-frame:');
    }
  });

  it('ignores settings in the url', async () => {
    const context = await newContext(browser, { width: 390, height: 760 });
    const page = await context.newPage();
    const json = encodeURIComponent(JSON.stringify(FOREIGN));
    await page.goto(brokerUrl('maplecrest', `/?settings=${json}&config=${json}&brandColor=%2300ff00&brand.brandColor=%2300ff00#settings=${json}`));
    const shown = await header(page);
    expect(shown.colour).toBe(MAPLECREST_RED);
    expect(shown.text).not.toContain('Hijacked');
    await context.close();
  });

  it('ignores settings and the studio’s message posted to it in a frame', async () => {
    const context = await newContext(browser, { width: 1200, height: 900 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/'));
    const before = await header(page);
    // The app in a same-origin frame named as the studio names its frames.
    await page.evaluate((name) => {
      const iframe = document.createElement('iframe');
      iframe.name = name;
      iframe.src = '/';
      iframe.width = '390';
      iframe.height = '700';
      document.body.append(iframe);
    }, frameName({ id: 'f1', device: 'phone', mode: 'page', language: 'en', session: 'signed-out' }));
    await expect.poll(() => page.frames().length).toBe(2);
    const framed = page.frames()[1] as Frame;
    expect((await header(framed)).colour).toBe(MAPLECREST_RED);
    let settingsCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/settings') || request.url().includes('/api/brand/')) settingsCalls += 1;
    });
    await page.evaluate((foreign) => {
      const target = document.querySelector('iframe')?.contentWindow;
      const messages = [{ type: 'studio:settings-changed', edit: 1 }, { type: 'settings', settings: foreign }, { settings: foreign }, foreign];
      for (const message of messages) {
        target?.postMessage(message, window.location.origin);
        window.postMessage(message, window.location.origin);
      }
    }, FOREIGN);
    await page.waitForTimeout(1500);
    expect(settingsCalls).toBe(0);
    // The page is wide (maplecrest's desktop colour), the frame a phone.
    expect(await header(page)).toEqual(before);
    const shown = await header(framed);
    expect(shown.colour).toBe(MAPLECREST_RED);
    expect(shown.text).not.toContain('Hijacked');
    await context.close();
  });
});
