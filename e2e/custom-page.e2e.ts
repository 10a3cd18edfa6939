// /cp?path=…: a brokerage's own page from customContent.get. Its HTML is tenant data: the fixture
// page "hostile-html" carries a script, event handlers, javascript: links, an iframe and a form;
// none of it may run or stay, links open in a new tab, and the page passes axe in en and fr.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

describe('custom page', () => {
  it('shows hostile tenant HTML as text and links only: nothing runs, nothing active stays', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The strict CSP and Trusted Types would report anything that tried: nothing may even try.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(brokerUrl('maplecrest', '/cp?path=hostile-html'));
    await page.getByRole('heading', { level: 1, name: 'Hostile page (fixture)' }).waitFor();
    const content = page.locator('.custom-page-content');
    // Only text and links stay (ids, styles and handlers are not in the allowed attributes).
    await content.getByText('Safe text').waitFor();
    // Clicking what was hostile does nothing either.
    await content.getByText('Styled').click();
    const jsLink = content.getByText('Click me');
    expect(await jsLink.getAttribute('href')).toBeNull();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    expect(await content.locator('script, iframe, form, input, [onerror], [onload], [onclick], [style]').count()).toBe(0);
    const web = content.getByRole('link', { name: 'Our guide' });
    expect(await web.getAttribute('href')).toBe('https://example.org/guide');
    expect(await web.getAttribute('target')).toBe('_blank');
    expect(await web.getAttribute('rel')).toContain('noopener');
    await context.close();
  });

  it.each([
    ['maplecrest', 'en', 'Winter driving checklist'],
    ['boreal', 'fr', 'Liste de vérification pour la conduite hivernale'],
  ])('passes axe with the brokerage page (%s, %s)', async (broker, language, title) => {
    const context = await newContext(browser, { locale: `${language}-CA` });
    const page = await context.newPage();
    await page.goto(brokerUrl(broker, '/cp?path=winter-driving'));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe(`${language}-CA`);
    const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    await context.close();
  });

  it('shows the brokerage’s page in the language chosen, at once and after a reload (lakeshore)', async () => {
    const context = await newContext(browser, { locale: 'en-CA' });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/cp?path=storm-tips'));
    await page.getByRole('heading', { level: 1, name: 'Storm season tips' }).waitFor();
    await page.locator('.custom-page-content').getByRole('heading', { name: 'Before a storm' }).waitFor();
    // The tab names the brokerage's page, not the route's "Information".
    await page.waitForFunction(() => document.title.startsWith('Storm season tips – Lakeshore'));
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await page.getByRole('heading', { level: 1, name: 'Conseils pour la saison des tempêtes' }).waitFor();
    const content = page.locator('.custom-page-content');
    await content.getByRole('heading', { name: 'Avant une tempête' }).waitFor();
    expect(await content.textContent()).not.toContain('Before a storm');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-CA');
    await page.waitForFunction(() => document.title.startsWith('Conseils pour la saison des tempêtes – '));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Conseils pour la saison des tempêtes' }).waitFor();
    await context.close();
  });

  it('says the page is missing without a path, and that it cannot be found for an unknown one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/cp'));
    await page.locator('.custom-page .empty-state').waitFor();
    await page.goto(brokerUrl('maplecrest', '/cp?path=no-such-page'));
    await page.locator('.custom-page [role=alert]').waitFor();
    await context.close();
  });
});
