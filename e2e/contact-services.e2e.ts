// The contact page and road services in Chromium on the built app
// against the fixture backend. Contact: a US brokerage ('My Agent', northwind) and Canadian ones
// ('My Broker', maplecrest; boreal in French), open / closed read from a frozen clock in the
// office's time zone and shown in the browser's, the away notice after hours, the representative,
// tap-to-call, e-mail and map links. Road services at 360 px: results near a mocked position (the
// permission granted), another kind, location refused with the place field focused and a typed
// town, French. axe (WCAG 2.2 AA and best practices) on each screen in en and fr.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLoginIn } from './sign-in.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const OAKVILLE = { latitude: 43.4487, longitude: -79.6644 };
const MONTREAL = { latitude: 45.5152, longitude: -73.5664 };

interface ContextOptions {
  language?: 'en' | 'fr';
  width?: number;
  timezoneId?: string;
  geolocation?: { latitude: number; longitude: number };
  grantLocation?: boolean;
}

async function openContext(options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: options.language === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width: options.width ?? 1200, height: 860 },
    timezoneId: options.timezoneId ?? 'America/Toronto',
    ...(options.geolocation ? { geolocation: options.geolocation } : {}),
  });
  if (options.grantLocation) await context.grantPermissions(['geolocation']);
  return context;
}

/** Signed in on /contact of `broker` with the clock frozen at `at` (an ISO instant). */
async function contactAt(broker: string, at: string, options: ContextOptions = {}): Promise<Page> {
  const context = await openContext(options);
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(at));
  await page.goto(brokerUrl(broker, '/contact'));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, options.language ?? 'en', 'emilie.tremblay@example.ca');
  await page.waitForURL((url) => url.pathname === '/contact');
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const status = (page: Page) => page.locator('.contact-card').first().locator('.office-status');

describe('contact page', () => {
  it("is 'My Agent' in a US brokerage, open now on a weekday, with call, e-mail and map links", async () => {
    // Wednesday 10:00 in Buffalo (UTC−5); the browser is in New York too.
    const page = await contactAt('northwind', '2026-11-25T15:00:00Z', { timezoneId: 'America/New_York' });
    await page.getByRole('heading', { level: 1, name: 'My Agent' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Northwind Agency' }).waitFor();
    expect(await status(page).textContent()).toMatch(/^Open now · closes at 5:30\sp\.m\.$/);
    expect(await page.getByRole('heading', { name: 'Away notice' }).count()).toBe(0);
    expect(await page.locator('.contact-card').first().getByRole('link', { name: 'Call 716-555-0100' }).getAttribute('href')).toBe('tel:7165550100');
    expect(await page.getByRole('link', { name: 'E-mail service@northwindagency.com' }).getAttribute('href')).toBe('mailto:service@northwindagency.com');
    const map = page.getByRole('link', { name: /^Map: 250 Delaware Avenue, Suite 410, Buffalo, NY 14202/ });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=250%20Delaware/);
    expect(await map.getAttribute('target')).toBe('_blank');
    // The branch has its own hours: Saturday too.
    const branch = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Rochester – East Avenue' }) });
    expect(await branch.locator('.branch-hours').textContent()).toMatch(/^Monday to Saturday: 8:00\sa\.m\. to 6:00\sp\.m\. \(UTC−5\)$/);
    expect(await page.getByRole('heading', { level: 2, name: 'Your representative' }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("is 'My Broker' in a Canadian brokerage; closed on Sunday with the opening in the user's time zone and the away notice", async () => {
    // Sunday 15:00 in Toronto (office, UTC−5), 16:00 in Halifax (UTC−4) where the browser is.
    const page = await contactAt('maplecrest', '2026-11-29T20:00:00Z', { timezoneId: 'America/Halifax', width: 360 });
    await page.getByRole('heading', { level: 1, name: 'My Broker' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Maplecrest Insurance Brokers' }).waitFor();
    // Monday 9:00 in Toronto is 10:00 in Halifax.
    expect(await status(page).textContent()).toMatch(/^Closed — opens tomorrow at 10:00\sa\.m\.$/);
    await page.getByText('Times shown in your time zone.').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Away notice' }).waitFor();
    expect(await page.getByRole('table', { name: /Working hours, office time \(UTC−5\)/ }).locator('tr.is-today th').textContent()).toBe('Sunday (today)');
    const staff = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your representative' }) });
    await staff.getByText('Daniel Singh').waitFor();
    expect(await staff.getByRole('link', { name: 'Call 905-555-0110 ext. 204' }).getAttribute('href')).toBe('tel:9055550110,204');
    // Calgary's branch (UTC−7) is closed on Sunday too, and opens Monday 8:00 Calgary = 11:00 Halifax.
    const calgary = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Calgary – Kensington' }) });
    expect(await calgary.locator('.office-status').textContent()).toMatch(/^Closed — opens tomorrow at 11:00\sa\.m\.$/);
    // Phone width: nothing wider than the screen, call targets at least 44 px high.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const heights = await page.locator('.contact-action').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('reads in French (boreal): closed on Saturday evening, opens Monday', async () => {
    // Saturday 18:00 in Montréal; Boréal's own office is open Monday to Friday, 8:30 to 17:00.
    const page = await contactAt('boreal', '2026-11-28T23:00:00Z', { language: 'fr', timezoneId: 'America/Montreal' });
    await page.getByRole('heading', { level: 1, name: 'Mon courtier' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Assurances Boréal' }).waitFor();
    expect(await status(page).textContent()).toMatch(/^Fermé — ouvre lundi à 8\sh\s30$/);
    await page.getByRole('heading', { level: 2, name: 'Avis d’absence' }).waitFor();
    expect(await page.locator('.contact-card').first().getByRole('link', { name: 'Appeler le 514-555-0170', exact: true }).getAttribute('href')).toBe('tel:5145550170');
    expect(await page.getByRole('table').locator('tbody tr').last().textContent()).toBe('dimancheFermé');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

const cards = (page: Page) => page.locator('.service-card');

describe('road services', () => {
  it('near a mocked position: gas stations nearest first with distance, call and directions; then tow trucks (360 px)', async () => {
    const context = await openContext({ width: 360, geolocation: OAKVILLE, grantLocation: true });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/services'));
    await page.getByRole('heading', { level: 1, name: 'Road services' }).waitFor();
    // The position is already allowed: used at once.
    await page.getByText('Near your location', { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'found' }).textContent()).toBe('5 places found near your location.');
    const first = cards(page).first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe('Lakeshore Fuel & Go');
    expect(await first.locator('.service-distance').textContent()).toBe('650 m away');
    const call = first.getByRole('link', { name: 'Call 905-555-0301' });
    expect(await call.getAttribute('href')).toBe('tel:9055550301');
    const directions = first.getByRole('link', { name: /^Directions/ });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=43.4512,-79.6571');
    expect(await directions.getAttribute('target')).toBe('_blank');
    // Large targets, one column at 360 px.
    const callBox = await call.boundingBox();
    expect(callBox?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(callBox?.width ?? 0).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const distances = await page.locator('.service-distance').allTextContents();
    const km = distances.map((text) => {
      const [, amount, unit] = /([\d.]+)\s(m|km) away/.exec(text) ?? [];
      return Number(amount) / (unit === 'm' ? 1000 : 1);
    });
    expect(km.length).toBeGreaterThan(2);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Tow trucks' }).check();
    await page.getByRole('heading', { level: 2, name: 'Halton Towing & Recovery' }).waitFor();
    expect(await cards(page).first().getByRole('heading', { level: 2 }).textContent()).toBe('Halton Towing & Recovery');
    expect(await page.getByRole('heading', { level: 2, name: 'Lakeshore Fuel & Go' }).count()).toBe(0);
    await context.close();
  });

  it('location refused: a clear message, the place field focused, and a typed town finds services there', async () => {
    const context = await openContext({ width: 360 });
    const page = await context.newPage();
    await page.goto(brokerUrl('lakeshore', '/services'));
    await page.getByRole('heading', { level: 1, name: 'Road services' }).waitFor();
    await page.getByText('Share your location or type a town or an address to see the nearest services.').waitFor();
    await page.getByRole('button', { name: 'Use my location' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Your location is not shared with this app. Type a town or an address instead, or allow location for this site in your browser settings.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('services-place');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type('Toronto');
    await page.keyboard.press('Enter');
    await page.getByText('Near Toronto, ON', { exact: true }).waitFor();
    expect(await cards(page).first().getByRole('heading', { level: 2 }).textContent()).toBe('King West Fuel');
    await context.close();
  });

  it('reads in French (boreal) near a position in Montréal', async () => {
    const context = await openContext({ language: 'fr', geolocation: MONTREAL, grantLocation: true, timezoneId: 'America/Montreal' });
    const page = await context.newPage();
    await page.goto(brokerUrl('boreal', '/services'));
    await page.getByRole('heading', { level: 1, name: 'Services routiers' }).waitFor();
    await page.getByText('Près de votre position', { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'trouvé' }).textContent()).toBe('1 endroit trouvé près de votre position.');
    const first = cards(page).first();
    expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe('Station-service Saint-Denis');
    expect(await first.locator('.service-distance').textContent()).toMatch(/^à 1[45]0\sm$/);
    expect(await first.getByRole('link', { name: 'Appeler le 514-555-0341' }).getAttribute('href')).toBe('tel:5145550341');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: 'Police' }).check();
    await page.getByRole('link', { name: 'En cas d’urgence, composez le 911' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'SPVM – Poste de quartier 38' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
