// The built app under its strict Content-Security-Policy (the <meta> of the build and the preview
// server's header): scripts from the app only, no eval (validators are precompiled), Trusted Types
// required. Every route of docs/product-rules.md#routes is visited signed out and signed in, and every violation counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin } from './sign-in.ts';
import { PATHS } from '../src/paths/paths.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Collects CSP and Trusted Types violations of the page (and console refusals) from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Trusted ?Type|unsafe-eval|Refused/i.test(message.text())) problems.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${location.pathname}${location.search} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}

const ROUTES = Object.values(PATHS);

describe('strict CSP with Trusted Types', () => {
  it('ships the policy in the built page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const response = await page.goto(brokerUrl('maplecrest', '/'));
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("script-src 'self'");
    expect(meta).toContain("require-trusted-types-for 'script'");
    expect(meta).not.toMatch(/unsafe-eval/);
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors');
    // Styles from files only, images from the app (the e2e build names no image host).
    for (const policy of [meta, response?.headers()['content-security-policy']]) {
      expect(policy).toMatch(/(^|; )style-src 'self'(;|$)/);
      expect(policy).toMatch(/(^|; )img-src 'self' data: blob:(;|$)/);
    }
    await context.close();
  });

  it(`visits every route (${ROUTES.length}) signed out and signed in with 0 violations`, async () => {
    const context = await newContext(browser, { width: 1200 });
    const page = await context.newPage();
    const problems = await watchViolations(page);
    let visits = 0;
    const visitAll = async () => {
      for (const path of ROUTES) {
        await page.goto(brokerUrl('maplecrest', path));
        await page.locator('main#main').waitFor();
        await page.waitForLoadState('networkidle');
        visits += 1;
      }
    };
    await visitAll();
    await page.goto(brokerUrl('maplecrest', PATHS.login));
    await completeLogin(page, 'csp@example.ca');
    await expect.poll(() => page.getByTestId('user-menu-trigger').textContent()).toBe('C');
    await visitAll();
    // A schema form validates (precompiled validators, no eval) and the hostile banner is sanitised.
    await page.goto(brokerUrl('maplecrest', '/claims/form'));
    await page.getByLabel(/Make/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('.form-error-summary').filter({ hasText: 'Make is required' }).waitFor();
    // A custom page: tenant HTML written as TrustedHTML.
    await page.goto(brokerUrl('maplecrest', '/cp?path=winter-driving'));
    await page.getByRole('heading', { name: 'Winter driving checklist' }).waitFor();
    await page.goto(brokerUrl('hostilebanner', '/'));
    await page.locator('.banner-message').waitFor();
    console.log(`csp: ${visits} route visits (${ROUTES.length} routes × signed out and in), ${problems.length} violations`);
    expect(problems).toEqual([]);
    await context.close();
  }, 240_000); // about 50 page loads: longer than one flow on a loaded 2-core machine
});
