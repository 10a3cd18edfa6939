// Phone layout of the sticky header with a long brand name and no logo (fixtures/brokerages/longname.json):
// one row at 320–420 px with the name cut by CSS only, the controls in reach, and the claim
// wizard's step heading and step row never under the header. Set E2E_SCREENSHOTS=<folder> to
// keep screenshots of the 360 px header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin } from './sign-in.ts';

const LONG_NAME = 'Les Assurances Générales du Grand Montréal et de la Rive-Sud Inc.';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
}

/** The header's box and those of its controls (back, brand, login, language, account), in viewport pixels. */
function headerLayout(page: Page): Promise<{ header: Box; parts: Box[]; viewport: number; brandCut: boolean }> {
  return page.locator('.app-header').evaluate((header) => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { name: el.className || el.tagName, top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height };
    };
    const controls = header.querySelectorAll('.header-back, .brand-link, .header-login, .menu-button-trigger');
    const name = header.querySelector('.brand-name');
    return {
      header: box(header),
      parts: [...controls].map(box),
      viewport: document.documentElement.clientWidth,
      brandCut: name ? name.scrollWidth > name.clientWidth : false,
    };
  });
}

/** One row: no taller than 64 px, every control vertically inside it and aligned, all on screen. */
async function expectOneRow(page: Page, expected: string[]): Promise<void> {
  const { header, parts, viewport } = await headerLayout(page);
  const where = `at ${viewport} px: ${JSON.stringify({ header, parts })}`;
  expect(parts.map((p) => p.name.split(' ')[0]), where).toEqual(expected);
  expect(header.height, where).toBeLessThanOrEqual(64);
  const tops = parts.map((p) => p.top);
  expect(Math.max(...tops) - Math.min(...tops), where).toBeLessThanOrEqual(4);
  for (const part of parts) {
    expect(part.top, where).toBeGreaterThanOrEqual(header.top);
    expect(part.bottom, where).toBeLessThanOrEqual(header.bottom);
    expect(part.left, where).toBeGreaterThanOrEqual(0);
    expect(part.right, where).toBeLessThanOrEqual(viewport);
    // Tap targets: 44 × 44, the round account button 40 × 40 as before.
    const least = part.name.includes('menu-button-trigger') && !part.name.includes('language') ? 40 : 44;
    if (part.name !== 'brand-link') expect(Math.min(part.width, part.height), `${part.name} ${where}`).toBeGreaterThanOrEqual(least);
  }
}

/** The header's bottom edge, in viewport pixels. */
async function headerBottom(page: Page): Promise<number> {
  return page.locator('.app-header').evaluate((header) => header.getBoundingClientRect().bottom);
}

describe('phone header with a long brand name and no logo', () => {
  it('stays on one row at 320–420 px, the name cut by CSS with the full name as the link’s accessible name', async () => {
    const context = await newContext(browser, { width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto(brokerUrl('longname', '/'));
    await page.locator('.brand-name').waitFor();
    for (const width of [320, 360, 420]) {
      await page.setViewportSize({ width, height: 740 });
      await expectOneRow(page, ['brand-link', 'header-login', 'menu-button-trigger', 'menu-button-trigger']);
      expect((await headerLayout(page)).brandCut, `brand name shortened at ${width} px`).toBe(true);
      // The text stays whole in the DOM: a screen reader hears the full name.
      expect(await page.getByRole('link', { name: LONG_NAME, exact: true }).count()).toBe(1);
      expect(await page.getByTestId('language-menu-trigger').isVisible()).toBe(true);
      expect(await page.getByTestId('user-menu-trigger').isVisible()).toBe(true);
      if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/phone-header-home-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
    }
    // The controls work where they are: the language menu opens from its button.
    await page.getByTestId('language-menu-trigger').click();
    await page.getByRole('menuitemradio', { name: 'Français' }).waitFor();
    await context.close();
  });

  it('keeps the step heading and the step row of the claim wizard below the header', async () => {
    const context = await newContext(browser, { width: 360, height: 740 });
    const page = await context.newPage();
    await page.goto(brokerUrl('longname', '/claims/form?step=driver'));
    await page.waitForURL(/\/auth\/login$/);
    await expectOneRow(page, ['header-back', 'brand-link', 'menu-button-trigger', 'menu-button-trigger']);
    await completeLogin(page, 'ana@example.ca');
    await page.waitForURL(/\/claims\/form\?step=driver$/);
    // The wizard's step heading and step row (class names of the claim wizard, or of the generic form flow).
    const heading = page.locator(':is(.claim-wizard, .form-flow) h2[tabindex="-1"]');
    await heading.waitFor();
    await page.getByRole('button', { name: 'Next' }).waitFor();
    for (const width of [320, 420, 360]) {
      await page.setViewportSize({ width, height: 740 });
      await expectOneRow(page, ['header-back', 'brand-link', 'menu-button-trigger', 'menu-button-trigger']);
    }
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/phone-header.png` });

    // The step heading focused and scrolled to, as after Next: it lands below the header.
    await heading.evaluate((h: HTMLElement) => {
      h.focus();
      h.scrollIntoView({ block: 'start' });
    });
    expect(await page.evaluate(() => window.scrollY), 'the page scrolled').toBeGreaterThan(0);
    const bottom = await headerBottom(page);
    const headingTop = (await heading.boundingBox())?.y ?? -1;
    expect(headingTop, `heading top ${headingTop}, header bottom ${bottom}`).toBeGreaterThanOrEqual(bottom);
    const steps = page.locator(':is(.claim-steps, .flow-steps)');
    if ((await steps.evaluate((el) => getComputedStyle(el).position)) === 'sticky') {
      expect((await steps.boundingBox())?.y ?? -1, `sticky step row, header bottom ${bottom}`).toBeGreaterThanOrEqual(bottom - 0.5);
    }
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/phone-header-scrolled.png` });

    // Back from the heading into the step row with the keyboard: the focused step link is shown below the header.
    await page.keyboard.press('Shift+Tab');
    const link = steps.locator('a:focus');
    expect(await link.count(), 'focus in the step row').toBe(1);
    const linkTop = (await link.boundingBox())?.y ?? -1;
    expect(linkTop, `step link top ${linkTop}, header bottom ${await headerBottom(page)}`).toBeGreaterThanOrEqual(await headerBottom(page));
    expect((await steps.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(await headerBottom(page));

    // The page knows the header's height (scroll margins and the sticky step row use it).
    const measured = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim());
    expect(measured).toBe(`${(await page.locator('.app-header').boundingBox())?.height}px`);
    await context.close();
  });

  it('is one row on a desktop too', async () => {
    const context = await newContext(browser, { width: 1200, height: 900 });
    const page = await context.newPage();
    await page.goto(brokerUrl('longname', '/auth/login'));
    await page.locator('.brand-name').waitFor();
    await expectOneRow(page, ['header-back', 'brand-link', 'menu-button-trigger', 'menu-button-trigger']);
    // Room enough for the whole name.
    expect((await headerLayout(page)).brandCut).toBe(false);
    await context.close();
  });
});
