// No page scrolls sideways on a phone (320, 360 and 390 px): every route and every step of the
// quote and claim flows, with the steps marked done (their step row then holds visually hidden
// "(completed)" markers, which once widened the page to 728 and 1 436 px).
// Set E2E_SCREENSHOTS=<folder> to keep a screenshot of each page at 390 px.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin } from './sign-in.ts';
import { ownerKeyOf } from '../src/state/persistence.ts';
import { QUOTE_KINDS } from '../src/settings/derive-runtime.ts';
import { CLAIM_STEPS } from '../src/features/claims/claim-steps.ts';
import { PATHS } from '../src/paths/paths.ts';

const WIDTHS = [320, 360, 390];
const EMAIL = 'emilie.tremblay@example.ca';
const QUOTE_STEPS = ['who', 'what', 'where', 'insurer', 'start'];
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Every step done (with no answer: shown done or needing attention, each with its hidden marker). */
const doneSteps = (ids: readonly string[]) => ({ steps: Object.fromEntries(ids.map((id) => [id, { completed: true }])) });

/** Widths at which the page is wider than the screen, with what sticks out. */
async function sidewaysAt(page: Page, path: string): Promise<string[]> {
  await page.goto(brokerUrl(null, path));
  await page.locator('main h1').first().waitFor();
  await page.waitForTimeout(250);
  const wide: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const measure = await page.evaluate(() => {
      const inner = window.innerWidth;
      const out = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > inner + 1).slice(0, 3);
      return { scroll: document.documentElement.scrollWidth, inner, out: out.map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`) };
    });
    if (measure.scroll > measure.inner) wide.push(`${path} at ${width}: ${measure.scroll} px (${measure.out.join(', ')})`);
    if (SCREENSHOTS && width === 390) await page.screenshot({ path: `${SCREENSHOTS}/phone-390${path.replace(/[^a-z0-9]+/gi, '-')}.png` });
  }
  return wide;
}

describe('phone widths', () => {
  it('no route and no flow step scrolls sideways at 320, 360 and 390 px', async () => {
    const context = await newContext(browser, { width: 390, height: 800 });
    const page = await context.newPage();
    await page.goto(brokerUrl(null, '/auth/login'));
    await completeLogin(page, EMAIL);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    const owner = ownerKeyOf(EMAIL);
    await page.evaluate(
      ({ owner, claim, quote, kinds }) => {
        localStorage.setItem(`iss:slice:claim:${owner}`, JSON.stringify(claim));
        for (const kind of kinds) localStorage.setItem(`iss:slice:quote${kind.charAt(0).toUpperCase()}${kind.slice(1)}:${owner}`, JSON.stringify(quote));
      },
      { owner, claim: doneSteps(Object.keys(CLAIM_STEPS)), quote: doneSteps(QUOTE_STEPS), kinds: [...QUOTE_KINDS] },
    );
    const routes = Object.values(PATHS).filter((path) => path !== PATHS.auth && path !== PATHS.customPage && path !== PATHS.claimForm && path !== PATHS.quote);
    const steps = [
      // Steps other than "what" are the same form for every kind.
      ...QUOTE_STEPS.map((step) => `${PATHS.quote}?kind=auto&step=${step}`),
      ...QUOTE_KINDS.flatMap((kind) => (kind === 'auto' ? ['review'] : ['what', 'review']).map((step) => `${PATHS.quote}?kind=${kind}&step=${step}`)),
      ...[...Object.keys(CLAIM_STEPS), 'review'].map((step) => `${PATHS.claimForm}?step=${step}`),
    ];
    const wide: string[] = [];
    for (const path of [...routes, PATHS.quote, ...steps]) wide.push(...(await sidewaysAt(page, path)));
    expect(wide).toEqual([]);
    await context.close();
  }, 300_000);

  it('the claim vehicle picker is as wide as the fields below it', async () => {
    const context = await newContext(browser, { width: 390, height: 800 });
    const page = await context.newPage();
    await page.goto(brokerUrl(null, '/auth/login'));
    await completeLogin(page, EMAIL);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto(brokerUrl(null, `${PATHS.claimForm}?step=vehicle`));
    // "Another one (type it in)" is chosen first: the fields to type in show under the picker.
    const picker = page.locator('main .picker select');
    const make = page.locator('main #root_make');
    await make.waitFor();
    const [pickerBox, makeBox] = [await picker.boundingBox(), await make.boundingBox()];
    expect(pickerBox?.x).toBe(makeBox?.x);
    expect(pickerBox?.width).toBe(makeBox?.width);
    await context.close();
  });
});
