// axe-core on key screens in both languages: no serious or critical violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
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

const screens = [
  ['home', '/', 'main .menu-name'],
  ['login', '/auth/login', 'main h1'],
  ['not-found', '/no/such/page', 'main h1'],
] as const;

describe.each(['en-CA', 'fr-CA'])('accessibility in %s', (locale) => {
  it.each(screens)('%s has no serious or critical violation', async (_name, path, ready) => {
    const context = await newContext(browser, { locale, width: 420 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', path));
    await page.locator(ready).first().waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    const results = await new AxeBuilder({ page: page as never }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
    await context.close();
  });
});
