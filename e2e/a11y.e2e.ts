// axe-core on every route of the route table (src/paths/paths.ts: the paths the features declare)
// and the not-found screen, in English and French, signed out and signed in, as a full page and as
// the widget embedded in a brokerage's page: every rule tagged wcag2a, wcag2aa, wcag21a, wcag21aa,
// wcag22aa or best-practice, the experimental ones included, with no violation at all.
//
// One browser; one context per combination (the language is chosen and the user signs in once),
// the routes visited by in-app navigation (history.pushState, as the app's own links do).
// Full page: maplecrest (every feature on, banner, claim numbers), English at 1200 px (sidebar and
// start page) and French at 390 px (phone layout). Widget: lakeshore, the brokerage the example
// host page embeds (hosting/preview/widget-host.html), in its 400 px frame; its routes whose
// feature lakeshore has off show the not-found screen, which is checked like any other.
// Only the widget's frame is checked in widget mode: the host page stands for the brokerage's own
// site, not this app.
// A full run (every combination, every route) writes what it checked and found to
// src/features/accessibility/axe-sweep.json, the record the accessibility statement is made from
// (docs/adr/0085-the-accessibility-statement-is-the-sweeps-record.md): commit it with the change
// that made it differ. A run of part of the sweep (a filter, a failure) leaves the record alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { launchChromium, newContext, PARTITIONED_THIRD_PARTY_STORAGE } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { PATHS } from '../src/paths/paths.ts';
import type { SweepCheck } from '../src/features/accessibility/sweep-record.ts';
import { SWEEP_COMBINATIONS, SWEEP_VIEWPORTS, sweepRoutes, writeSweepRecord } from './a11y-plan.ts';

/** Every rule with one of these tags runs; 'experimental' adds the experimental ones among them
 * (each experimental rule of axe-core 4.13 carries one of the other tags too). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

const ROUTES = sweepRoutes();

const FRENCH = { language: 'Français', email: 'Adresse courriel', send: 'M’envoyer un NIP', pin: 'NIP', next: 'Continuer', terms: 'J’accepte les conditions d’utilisation', login: 'Se connecter' };
const ENGLISH = { language: 'English', email: 'E-mail address', send: 'Send me a PIN', pin: 'PIN code', next: 'Continue', terms: 'I accept the terms of service', login: 'Log in' };

let browser: Browser;
let widgetBrowser: Browser;
const checks: SweepCheck[] = [];
beforeAll(async () => {
  [browser, widgetBrowser] = await Promise.all([launchChromium(), launchChromium(PARTITIONED_THIRD_PARTY_STORAGE)]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), widgetBrowser?.close()]);
  // Only a whole, passing sweep is a record (a failed check stops its test before it is recorded).
  if (checks.length === SWEEP_COMBINATIONS.length * ROUTES.length) writeSweepRecord(checks, AXE_TAGS);
});

/** Waits until a screen at one of `paths` is shown and settled: a heading there, nothing loading, for 400 ms. */
async function settle(scope: Frame, paths: readonly string[]): Promise<void> {
  await scope.waitForFunction(
    (expected) => {
      const w = window as unknown as { __settled?: number };
      const here = expected.includes(window.location.pathname);
      // A heading: every screen has one (a flow's step heading is an h2 under the step list).
      const ready = here && document.querySelector('main :is(h1, h2)') !== null && document.querySelector('.page-loading, .request-loading, [aria-busy="true"]') === null;
      w.__settled = ready ? (w.__settled ?? 0) + 1 : 0;
      return w.__settled >= 4;
    },
    paths,
    { polling: 100, timeout: 20_000 },
  );
}

/** An in-app navigation, as a link of the app does it. */
async function visit(scope: Frame, path: string, landsOn: readonly string[]): Promise<void> {
  await scope.evaluate((to) => window.history.pushState(null, '', to), path);
  await settle(scope, landsOn);
}

function describeViolations(violations: Result[]): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n    ')}`);
}

interface Combination {
  context: BrowserContext;
  page: Page;
  app: Frame;
}

async function openPage(language: 'en' | 'fr', signedIn: boolean): Promise<Combination> {
  const context = await newContext(browser, SWEEP_VIEWPORTS.page[language]);
  const page = await context.newPage();
  await page.goto(brokerUrl('maplecrest', '/'));
  const app = page.mainFrame();
  await prepare(app, language, signedIn);
  return { context, page, app };
}

async function openWidget(language: 'en' | 'fr', signedIn: boolean): Promise<Combination> {
  const context = await newContext(widgetBrowser, SWEEP_VIEWPORTS.widget);
  const page = await context.newPage();
  await page.goto(brokerUrl('host', '/widget-host.html'));
  await page.getByRole('button', { name: 'Insurance help' }).click();
  await page.frameLocator('iframe.iss-widget-frame').locator('.app.mode-widget').waitFor();
  const app = page.frames().find((frame) => frame.url().startsWith(brokerUrl('lakeshore', '/')));
  if (!app) throw new Error('widget frame not found');
  await prepare(app, language, signedIn);
  return { context, page, app };
}

/** Chooses the language from the language menu and signs in, as a visitor would. */
async function prepare(app: Frame, language: 'en' | 'fr', signedIn: boolean): Promise<void> {
  await settle(app, [PATHS.home]);
  const t = language === 'fr' ? FRENCH : ENGLISH;
  if (language === 'fr') {
    await app.getByTestId('language-menu-trigger').click();
    await app.getByRole('menuitemradio', { name: t.language }).click();
    await app.locator('html[lang="fr-CA"]').waitFor({ state: 'attached' });
  }
  if (!signedIn) return;
  await visit(app, PATHS.login, [PATHS.login]);
  await app.getByLabel(t.email).fill('emilie.tremblay@example.ca');
  await app.getByRole('button', { name: t.send }).click();
  await app.getByLabel(t.pin, { exact: true }).fill('123456');
  await app.getByRole('button', { name: t.next }).click();
  await app.getByLabel(t.terms).check();
  await app.getByRole('button', { name: t.login }).click();
  await app.waitForFunction(() => document.querySelector('[data-testid="user-menu-trigger"]')?.textContent === 'E', null, { timeout: 15_000 });
}

/** Where a path may land: itself; the login screen (a private route, for a visitor); the claim
 * wizard (/claims when the brokerage shows no claim numbers). */
function landing(path: string, signedIn: boolean): string[] {
  const bare = path.split('?')[0] as string;
  return [bare, ...(signedIn ? [] : [PATHS.login]), ...(bare === PATHS.claims ? [PATHS.claimForm] : [])];
}

describe.each(SWEEP_COMBINATIONS)('axe, %s, %s, signed in: %s', (mode, language, signedIn) => {
  let combination: Combination;
  beforeAll(async () => {
    combination = await (mode === 'page' ? openPage(language, signedIn) : openWidget(language, signedIn));
  });
  afterAll(async () => {
    await combination?.context.close();
  });

  it.each(ROUTES)('%s (%s) has no violation', async (_name, path) => {
    const { page, app } = combination;
    await visit(app, path, landing(path, signedIn));
    expect(await app.getAttribute('html', 'lang')).toBe(language === 'fr' ? 'fr-CA' : 'en-CA');
    let builder = new AxeBuilder({ page: page as never }).withTags(AXE_TAGS);
    if (mode === 'widget') builder = builder.include(['iframe.iss-widget-frame', 'html'] as never);
    const results = await builder.analyze();
    expect(describeViolations(results.violations), `${mode} ${language} ${signedIn ? 'signed in' : 'visitor'} ${app.url()}`).toEqual([]);
    // The experimental rules ran (label in name is one).
    const ran = [...results.passes, ...results.incomplete, ...results.inapplicable, ...results.violations].map((rule) => rule.id);
    expect(ran).toContain('label-content-name-mismatch');
    // The app itself was checked (in the widget, inside its frame): its landmarks and controls passed rules.
    expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['landmark-one-main', 'button-name', 'color-contrast']));
    const landed = new URL(app.url()).pathname;
    const heading = (await app.locator('main h1').first().textContent({ timeout: 2000 }).catch(() => '')) ?? '';
    const shown = landed === PATHS.login && path.split('?')[0] !== PATHS.login ? 'login' : /^(Page not found|Page introuvable)$/.test(heading.trim()) && path !== '/no/such/page' ? 'notFound' : 'screen';
    const frame = mode === 'widget' ? await page.locator('iframe.iss-widget-frame').boundingBox() : page.viewportSize();
    checks.push({
      mode,
      language,
      signedIn,
      viewport: `${Math.round(frame?.width ?? 0)}x${Math.round(frame?.height ?? 0)}`,
      path,
      shown,
      findings: results.violations.map((v) => ({ rule: v.id, impact: v.impact ?? 'unknown', help: v.help })),
    });
  });
});
