// The built app, form engine included, under `Content-Security-Policy: script-src 'self'`:
// validators are precompiled, so no eval is needed and nothing is blocked.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { freePort } from './global-setup.ts';
import { completeLogin } from './sign-in.ts';
import { startPreview, type PreviewServer } from '../scripts/preview-server.ts';

let browser: Browser;
let server: PreviewServer;
let port: number;

beforeAll(async () => {
  port = await freePort();
  server = await startPreview({ port, outDir: inject('previewOutDir'), build: 'never', headers: { 'Content-Security-Policy': "script-src 'self'; object-src 'none'; base-uri 'self'" } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("Content-Security-Policy: script-src 'self'", () => {
  it('loads and validates a schema form with no violation', async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|unsafe-eval|Refused/i.test(message.text())) problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`http://lakeshore.localhost:${port}/auth/login`);
    await completeLogin(page, 'csp@example.ca');
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('C');
    await page.goto(`http://lakeshore.localhost:${port}/claims/form`);
    await page.getByLabel(/Make/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'attention' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Make is required');
    expect(problems).toEqual([]);
    await context.close();
  });
});
