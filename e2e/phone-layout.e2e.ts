// Phone layout of the sticky header with a long brand name and no logo (fixtures/brokerages/longname.json):
// one row at 320–420 px with the name cut by CSS only, the controls in reach, and the claim
// wizard's step heading and step row never under the header. The banner as tall as its message
// with its close button on the first line, the round account button's dots centred, menu entries
// without an icon with no empty box and external entries marked (northwind's Roadside Help), and
// the home start page at 1200 and 390 px. Set E2E_SCREENSHOTS=<folder> to keep screenshots.
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
    for (const width of [320, 360, 390, 420]) {
      await page.setViewportSize({ width, height: 740 });
      await expectOneRow(page, ['brand-link', 'header-login', 'menu-button-trigger', 'menu-button-trigger']);
      expect((await headerLayout(page)).brandCut, `brand name shortened at ${width} px`).toBe(true);
      // The text stays whole in the DOM: a screen reader hears the full name.
      expect(await page.getByRole('link', { name: LONG_NAME, exact: true }).count()).toBe(1);
      // …and a pointer user sees it whole on hover.
      expect(await page.locator('.brand-link').getAttribute('title')).toBe(LONG_NAME);
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

describe('banner, account button and menu entries on a phone', () => {
  it.each([360, 390])('at %i px: the banner is as tall as its message, its close button on the first line; the dots are centred', async (width) => {
    const context = await newContext(browser, { width, height: 740 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/'));
    const banner = page.locator('.notification-banner');
    await banner.waitFor();
    const m = await banner.evaluate((el) => {
      const box = (e: Element | null) => {
        const r = (e as Element).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, height: r.height, centerY: r.top + r.height / 2 };
      };
      const message = el.querySelector('.banner-message');
      const range = document.createRange();
      range.selectNodeContents(message as Element);
      const firstLine = range.getClientRects()[0] as DOMRect;
      const style = getComputedStyle(el);
      return {
        banner: box(el),
        message: box(message),
        padding: parseFloat(style.paddingTop) + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth),
        close: box(el.querySelector('button svg')),
        bell: box(el.querySelector('.banner-bell svg')),
        firstLine: { centerY: firstLine.top + firstLine.height / 2 },
      };
    });
    const where = JSON.stringify(m);
    // No fixed empty space: the banner is its message plus its padding.
    expect(m.banner.height, where).toBeLessThanOrEqual(m.message.height + m.padding + 1);
    // The close icon and the bell sit on the message's first line.
    expect(Math.abs(m.close.centerY - m.firstLine.centerY), where).toBeLessThanOrEqual(3);
    expect(Math.abs(m.bell.centerY - m.firstLine.centerY), where).toBeLessThanOrEqual(3);
    // The close button keeps a 44 px target.
    const target = await banner.getByRole('button', { name: 'Close the notice' }).boundingBox();
    expect(Math.min(target?.width ?? 0, target?.height ?? 0)).toBeGreaterThanOrEqual(44);

    // The visitor's round button: its dots in the middle.
    const dots = await page.getByTestId('user-menu-trigger').evaluate((button) => {
      const b = button.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(button);
      const t = range.getBoundingClientRect();
      return { dx: t.left + t.width / 2 - (b.left + b.width / 2), dy: t.top + t.height / 2 - (b.top + b.height / 2), text: button.textContent };
    });
    expect(dots.text).toBe('•••');
    expect(Math.abs(dots.dx), JSON.stringify(dots)).toBeLessThanOrEqual(1);
    expect(Math.abs(dots.dy), JSON.stringify(dots)).toBeLessThanOrEqual(2);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/phone-banner-${width}.png`, clip: { x: 0, y: 0, width, height: 200 } });
    await context.close();
  });

  it.each([
    ['en', '(opens in a new tab)'],
    ['fr', '(s’ouvre dans un nouvel onglet)'],
  ] as const)('menu entries without an icon show no empty box; the external one is marked and says so (%s)', async (language, opensInNewTab) => {
    const context = await newContext(browser, { width: 390, height: 900 });
    const page = await context.newPage();
    await page.goto(brokerUrl('northwind', '/'));
    await page.locator('main .menu-name').first().waitFor();
    if (language === 'fr') {
      await page.getByTestId('language-menu-trigger').click();
      await page.getByRole('menuitemradio', { name: 'Français' }).click();
      await page.locator('html[lang="fr-CA"]').waitFor({ state: 'attached' });
    }
    // Every icon box shown holds an icon.
    const boxes = await page.locator('main .menu-icon').evaluateAll((icons) => icons.map((icon) => ({ img: icon.tagName === 'IMG', svg: icon.querySelector('svg') !== null, width: icon.getBoundingClientRect().width })));
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.filter((box) => !box.img && !box.svg)).toEqual([]);
    const external = page.locator('main').getByRole('link', { name: /Roadside Help/ });
    expect(await external.locator('.menu-icon').count()).toBe(0);
    // Its name starts right at the card's edge (no empty room left for an icon).
    const [linkBox, nameBox] = await Promise.all([external.boundingBox(), external.locator('.menu-name').boundingBox()]);
    expect((nameBox?.x ?? 0) - (linkBox?.x ?? 0)).toBeLessThanOrEqual(20);
    const mark = external.locator('.external-mark');
    expect(await mark.isVisible()).toBe(true);
    expect(await mark.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThan(0);
    // The in-app entries keep their chevron.
    expect(await page.locator('main').getByRole('link', { name: /Get a Quote/ }).locator('.external-mark').count()).toBe(0);
    const name = await external.evaluate((link) => link.textContent ?? '');
    expect(name).toContain(opensInNewTab);
    expect(await page.locator('main').getByRole('link', { name: new RegExp(opensInNewTab.replace(/[()]/g, '\\$&')) }).count()).toBe(1);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/phone-menu-${language}.png`, fullPage: true });
    await context.close();
  });
});

describe('home start page', () => {
  const EMAIL = 'emilie@example.ca';
  const CLAIM_STEPS = ['vehicle', 'weather', 'location', 'dateTime', 'driver', 'whatHappened', 'pictures', 'otherParty', 'officer', 'passenger', 'witness', 'note', 'disclaimer'];

  it('beside the desktop sidebar shows a greeting, key actions (not the whole menu again) and what is pending; on a phone, the whole menu', async () => {
    const context = await newContext(browser, { width: 1200, height: 900 });
    const page = await context.newPage();
    await page.goto(brokerUrl('maplecrest', '/'));
    await page.locator('h1.home-title').waitFor();
    const menu = ['Get Quote', 'My Documents', 'Report Claim', 'Payments', 'Home Inventory', 'Road Services'];
    expect(await page.locator('.app-sidebar .menu-name').allTextContents()).toEqual(expect.arrayContaining(menu));
    const visibleNames = () => page.locator('main .menu-name:visible').allTextContents();
    // The first four entries as cards, no second copy of the whole menu.
    expect(await visibleNames()).toEqual(menu.slice(0, 4));
    expect(await page.locator('main .menu-cards').isVisible()).toBe(true);
    expect(await page.getByText('Welcome', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Waiting for you' }).count()).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/home-1200-visitor.png` });

    // Signed in, with a claim draft kept on this device.
    await page.goto(brokerUrl('maplecrest', '/auth/login'));
    await completeLogin(page, EMAIL);
    await page.waitForURL(brokerUrl('maplecrest', '/'));
    // Greeted by the first name the profile has (docs/product-rules.md#home-greeting).
    await page.getByText('Hello, Emilie', { exact: true }).waitFor();
    const { ownerKeyOf } = await import('../src/state/persistence.ts');
    const steps = Object.fromEntries(CLAIM_STEPS.map((step) => [step, { completed: false }]));
    steps.vehicle = { value: { vehicleId: 'veh-1' }, completed: true } as never;
    await page.evaluate(([key, value]) => localStorage.setItem(key as string, value as string), [`iss:slice:claim:${ownerKeyOf(EMAIL)}`, JSON.stringify({ steps })]);
    await page.reload();
    const pending = page.getByRole('region', { name: 'Waiting for you' });
    await pending.getByRole('link', { name: 'Continue your claim' }).waitFor();
    // The payment due soonest (fixture payment options: the home policy, December 1).
    await pending.getByRole('link', { name: 'Make a payment' }).waitFor();
    expect(await pending.textContent()).toContain('$165.38 due by December 1, 2026 (policy HO-7732-1180).');
    expect(await visibleNames()).toEqual(menu.slice(0, 4));
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/home-1200-signed-in.png` });

    // On a phone (no sidebar) the home has the whole menu, under what is pending.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(visibleNames).toEqual(menu);
    expect(await page.locator('main .menu-cards').isVisible()).toBe(false);
    expect(await pending.isVisible()).toBe(true);
    const [pendingBox, menuBox] = await Promise.all([pending.boundingBox(), page.locator('main .home-menu').boundingBox()]);
    expect((pendingBox?.y ?? 0) < (menuBox?.y ?? 0)).toBe(true);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/home-390-signed-in.png`, fullPage: true });
    await pending.getByRole('link', { name: 'Continue your claim' }).click();
    await page.waitForURL(brokerUrl('maplecrest', '/claims/form'));
    await context.close();
  });

  it('shows the entries the brokerage chose as key actions (lakeshore: keyAction on three entries)', async () => {
    const context = await newContext(browser, { width: 1200, height: 900 });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/'));
    await page.locator('h1.home-title').waitFor();
    expect(await page.locator('main .menu-cards .menu-name').allTextContents()).toEqual(['Report a claim', 'Make a payment', 'Roadside Assistance']);
    // The sidebar still lists the whole menu.
    expect(await page.locator('.app-sidebar .menu-name').allTextContents()).toEqual(expect.arrayContaining(['Documents', 'Storm Season Tips']));
    await context.close();
  });
});
