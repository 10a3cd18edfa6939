// Chat in Chromium on the built app against the fixture backend: a visitor starts a
// chat, sends a message and the staff reply arrives live (realtime channel, no reload), or by
// polling when the channel is refused; the unread
// count on the Chat tab (phone) and on the sidebar's Chat entry (desktop) while on another page,
// cleared on opening the chat; a chat-only brokerage lands in the chat at /; after hours the notice
// replaces it (frozen clock); a message typed offline is kept and sent on reconnect; French; axe
// in English and French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { brokerUrl } from './urls.ts';
import { completeLogin } from './sign-in.ts';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function open(broker: string, path: string, options: { width?: number; language?: 'en' | 'fr'; at?: string; timezoneId?: string } = {}): Promise<Page> {
  const context = await newContext(browser, { width: options.width ?? 390, height: 844, locale: options.language === 'fr' ? 'fr-CA' : 'en-CA', ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}) });
  contexts.push(context);
  const page = await context.newPage();
  if (options.at) await page.clock.setFixedTime(new Date(options.at));
  await page.goto(brokerUrl(broker, path));
  return page;
}

const T = {
  en: { name: /^Your name/, email: /^E-mail/, start: 'Start chatting', message: 'Your message', send: 'Send', sent: 'Sent', log: 'Conversation' },
  fr: { name: /^Votre nom/, email: /^Courriel/, start: 'Commencer la conversation', message: 'Votre message', send: 'Envoyer', sent: 'Envoyé', log: 'Conversation' },
} as const;

/** A visitor gives name and e-mail on the chat screen. */
async function startAsVisitor(page: Page, language: 'en' | 'fr' = 'en'): Promise<void> {
  const t = T[language];
  await page.getByLabel(t.name).fill('Alex Visitor');
  await page.getByLabel(t.email).fill('alex.visitor@example.ca');
  await page.getByRole('button', { name: t.start }).click();
  await page.getByRole('log', { name: t.log }).waitFor();
}

async function send(page: Page, text: string, language: 'en' | 'fr' = 'en'): Promise<void> {
  await page.getByLabel(T[language].message).fill(text);
  await page.getByRole('button', { name: T[language].send, exact: true }).click();
}

/** The client's message bubble with this text. */
const bubble = (page: Page, text: string) => page.locator('.chat-message', { hasText: text });
const staffBubbles = (page: Page) => page.locator('.chat-message-staff');

describe('chat', () => {
  it('a visitor sends a message and the staff reply arrives live, without reload', async () => {
    const page = await open('lakeshore', '/chat');
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    await startAsVisitor(page);
    await page.getByRole('heading', { level: 1, name: 'Chat with Lakeshore Mutual' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Today' }).count()).toBe(1);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await send(page, 'Is my new car covered from today?');
    await bubble(page, 'Is my new car covered from today?').getByText('Sent', { exact: true }).waitFor();
    expect(await staffBubbles(page).count()).toBe(0);
    // The staff answers after 2.5 s and the channel pushes it: well before a poll (every 10 s) could.
    await staffBubbles(page).first().waitFor({ timeout: 7_000 });
    expect(await staffBubbles(page).first().textContent()).toContain('Thanks for your message!');
    expect(await page.getByText(/Live updates are interrupted/).count()).toBe(0);
    expect(navigations).toBe(0);
    // The time is in the locale, e.g. 10:42 a.m.
    expect(await staffBubbles(page).first().locator('time').textContent()).toMatch(/^\d{1,2}:\d{2}\s?[ap]\.m\.$/);
  });

  it('when the realtime channel is refused, the chat says so and polls: the reply still arrives', async () => {
    const page = await open('lakeshore', '/chat?fail=/realtime');
    await startAsVisitor(page);
    await page.getByText(/Live updates are interrupted; new messages are checked every few seconds/).waitFor();
    await send(page, 'Anyone there?');
    await bubble(page, 'Anyone there?').getByText('Sent', { exact: true }).waitFor();
    await staffBubbles(page).first().waitFor({ timeout: 20_000 });
    expect(await staffBubbles(page).first().textContent()).toContain('Thanks for your message!');
  });

  it('phone: the Chat tab counts a reply that arrives while on another page; opening the chat clears it', async () => {
    const page = await open('lakeshore', '/chat');
    await startAsVisitor(page);
    await send(page, 'Can I pay by card?');
    await bubble(page, 'Can I pay by card?').getByText('Sent', { exact: true }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await tabs.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const chatTab = tabs.getByRole('link', { name: 'Chat 1 unread message' });
    await chatTab.waitFor({ timeout: 15_000 });
    expect(await chatTab.locator('[data-testid="chat-unread"] [aria-hidden="true"]').innerText()).toBe('1');
    await chatTab.click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await tabs.getByRole('link', { name: 'Chat', exact: true }).waitFor();
    expect(await page.locator('[data-testid="chat-unread"]').count()).toBe(0);
    expect(await staffBubbles(page).count()).toBe(1);
  });

  it('a signed-in user: the server’s unread count shows at once, the history reads by day, opening it clears the count', async () => {
    const page = await open('lakeshore', '/auth/login');
    await completeLogin(page, 'emilie.tremblay@example.ca');
    await page.waitForURL((url) => url.pathname === '/');
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    // The seeded chat has one staff answer she has not read.
    await tabs.getByRole('link', { name: 'Chat 1 unread message' }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByRole('heading', { level: 2, name: 'Wednesday, November 18, 2026' }).waitFor();
    expect(await log.locator('.chat-message-staff').first().textContent()).toContain('Daniel Singh');
    expect(await log.locator('.chat-message-mine').first().textContent()).toContain('occasional driver');
    await tabs.getByRole('link', { name: 'Chat', exact: true }).waitFor();
    // No name and e-mail form for her.
    expect(await page.getByLabel(/^Your name/).count()).toBe(0);
  });

  it('a reply while the page is hidden flashes the title every 1.5 s and counts as unread; back on the page both stop', async () => {
    const page = await open('lakeshore', '/chat');
    await startAsVisitor(page);
    const brandTitle = await page.title();
    await send(page, 'Are you open on Saturday?');
    await bubble(page, 'Are you open on Saturday?').getByText('Sent', { exact: true }).waitFor();
    // Every title change, timed in the page (a loaded machine delays the test's own polling, not the page's clock).
    await page.evaluate(() => {
      const titles: Array<[string, number]> = [];
      (window as unknown as { __titles: typeof titles }).__titles = titles;
      new MutationObserver(() => titles.push([document.title, performance.now()])).observe(document.head, { childList: true, characterData: true, subtree: true });
    });
    // Headless pages are always visible: the page is told it is hidden, as when the tab is in the background.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForFunction(() => document.title === '(1) New message', undefined, { timeout: 15_000 });
    await page.waitForFunction((title) => document.title === title, brandTitle, { timeout: 5_000 });
    const interval = await page.evaluate((title) => {
      const titles = (window as unknown as { __titles: Array<[string, number]> }).__titles;
      const flashed = titles.findIndex(([text]) => text === '(1) New message');
      const back = titles.findIndex(([text], index) => index > flashed && text === title);
      return (titles[back]?.[1] ?? Number.NaN) - (titles[flashed]?.[1] ?? Number.NaN);
    }, brandTitle);
    expect(interval).toBeGreaterThan(1_000);
    expect(interval).toBeLessThan(2_500);
    // Not read while hidden, even on the chat screen.
    expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Chat 1 unread message' }).count()).toBe(1);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(2_000);
    expect(await page.title()).toBe(brandTitle);
    expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Chat', exact: true }).count()).toBe(1);
  });

  it('desktop: a Chat entry in the sidebar (no bottom tabs there), with the unread count while elsewhere', async () => {
    const page = await open('lakeshore', '/', { width: 1200 });
    expect(await page.getByRole('navigation', { name: 'Sections' }).isVisible()).toBe(false);
    const sidebar = page.locator('.app-sidebar');
    // The Chat entry sits in the menu's rhythm: as tall as an entry, spaced as entries are.
    await sidebar.getByRole('link', { name: 'Chat', exact: true }).waitFor();
    const rows = await sidebar.locator('.menu-link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, height: r.height })));
    expect(rows.length).toBeGreaterThan(2);
    const [chat, first, second] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
    expect(chat.height).toBeGreaterThanOrEqual(Math.min(first.height, second.height));
    expect(first.top - chat.bottom).toBeCloseTo(second.top - first.bottom, 0);
    await sidebar.getByRole('link', { name: 'Chat', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await startAsVisitor(page);
    await send(page, 'Do you insure boats?');
    await bubble(page, 'Do you insure boats?').getByText('Sent', { exact: true }).waitFor();
    await sidebar.getByRole('link', { name: /Make a payment/ }).click();
    await page.waitForURL((url) => url.pathname === '/payments');
    const entry = sidebar.getByRole('link', { name: 'Chat 1 unread message' });
    await entry.waitFor({ timeout: 15_000 });
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/chat');
    await sidebar.getByRole('link', { name: 'Chat', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Chat', exact: true }).getAttribute('aria-current')).toBe('page');
  });

  it('a chat-only brokerage opens straight into the chat at / (no home menu, no tabs)', async () => {
    // Monday 12:00 in Halifax: harbourchat's office is open.
    const page = await open('harbourchat', '/', { at: '2026-11-23T16:00:00Z' });
    await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await startAsVisitor(page);
    await page.getByRole('heading', { level: 1, name: 'Chat with Harbour Chat Insurance' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Sections' }).count()).toBe(0);
    expect(await page.getByLabel('Your message').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);
  });

  it('after hours the chat-only brokerage shows the notice, the hours and its contact options (frozen clock)', async () => {
    // Sunday 12:00 in Halifax: closed, opens Monday 8:00 a.m. (a visitor in Halifax).
    const page = await open('harbourchat', '/', { at: '2026-11-22T16:00:00Z', timezoneId: 'America/Halifax' });
    await page.getByRole('heading', { level: 2, name: 'We are closed right now' }).waitFor();
    expect(await page.getByText(/We open again tomorrow at 8:00\s?a\.m\./).count()).toBe(1);
    expect(await page.getByText(/Office hours: Monday – Saturday, 8:00\s?a\.m\. to 8:00\s?p\.m\. \(AST\)/).count()).toBe(1);
    expect(await page.getByText('For a claim after hours, call our 24/7 claims line.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Call 1-888-555-0199' }).getAttribute('href')).toBe('tel:18885550199');
    expect(await page.getByRole('link', { name: 'E-mail hello@harbourchat.example' }).getAttribute('href')).toBe('mailto:hello@harbourchat.example');
    expect(await page.getByLabel('Your message').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  // The visitor's zone is America/Los_Angeles, not Vancouver: British Columbia keeps UTC−7 all
  // year from 2026 (tz database 2026a), so Vancouver's November hour depends on the zone data the
  // browser ships (Chromium 150 said PST, 156 says PDT). The expected hour is the opening instant
  // read in the browser's own zone data, so the test checks the app's arithmetic, not the tz release.
  const visitorTime = (page: Page, instant: string): Promise<string> =>
    page.evaluate((at) => new Intl.DateTimeFormat('en-CA', { hour: 'numeric', minute: '2-digit' }).format(new Date(at)), instant);
  const hourPattern = (time: string): RegExp => new RegExp(`^${time.replace(/\s/g, '\\s?').replace(/\./g, '\\.')}`);

  it.each([
    // Saturday 20:08 in Los Angeles is Sunday 00:08 in Halifax: the office opens Monday 8:00 AST
    // (12:00 UTC), 4:00 a.m. for this visitor ("today" in the office's clock would be wrong here).
    ['in November, on standard time', '2026-11-22T04:08:00Z', 'We open again on Monday', '2026-11-23T12:00:00Z', '4:00 a.m.'],
    // Saturday evening before the November change (Sunday 1 Nov, 2:00): the office opens Monday 8:00
    // AST, after the change; an offset taken from "now" (ADT, UTC−3) would say 3:00 a.m.
    ['the evening before the November change', '2026-11-01T03:30:00Z', 'We open again on Monday', '2026-11-02T12:00:00Z', '4:00 a.m.'],
    // Friday 21:00 in Los Angeles, daylight time: Saturday 8:00 ADT is 11:00 UTC, 4:00 a.m. PDT.
    ['in October, on daylight time', '2026-10-31T04:00:00Z', 'We open again tomorrow', '2026-10-31T11:00:00Z', '4:00 a.m.'],
    // Saturday evening before the March change (Sunday 14 Mar 2027): Monday 8:00 ADT is 11:00 UTC;
    // an offset taken from "now" (AST, UTC−4) would say 5:00 a.m.
    ['the evening before the March change', '2027-03-14T04:30:00Z', 'We open again on Monday', '2027-03-15T11:00:00Z', '4:00 a.m.'],
    // Friday evening before it, both on standard time: Saturday 8:00 AST is 12:00 UTC.
    ['in March, on standard time', '2027-03-06T05:00:00Z', 'We open again tomorrow', '2027-03-06T12:00:00Z', '4:00 a.m.'],
  ])('after hours tells a visitor in another time zone the next opening in their own clock, %s', async (_when, at, sentence, opening, losAngeles) => {
    const page = await open('harbourchat', '/', { at, timezoneId: 'America/Los_Angeles' });
    await page.getByRole('heading', { level: 2, name: 'We are closed right now' }).waitFor();
    const expected = await visitorTime(page, opening);
    // The browser's zone data for Los Angeles agrees with the hour written above (a guard on the
    // case itself: if it ever differs, the expected instant, not the app, is what to look at).
    expect(expected).toMatch(hourPattern(losAngeles));
    const text = await page.locator('.chat-next-opening').textContent();
    expect(text).toMatch(new RegExp(`^${sentence} at ${hourPattern(expected).source.slice(1)}`));
    expect(await page.getByText(/Office hours: Monday – Saturday, 8:00\s?a\.m\. to 8:00\s?p\.m\. \(A[DS]T\)/).count()).toBe(1);
  });

  it('puts the focus on the message box once a visitor starts the chat from the keyboard', async () => {
    const page = await open('lakeshore', '/chat');
    await page.getByLabel(T.en.name).fill('Alex Visitor');
    await page.getByLabel(T.en.email).fill('alex.visitor@example.ca');
    await page.getByRole('button', { name: T.en.start }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('log', { name: T.en.log }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('chat-input');
  });

  it('a visitor’s chat survives a reload: identity and channel in cookies that last the longer idle timeout (60 min)', async () => {
    const page = await open('lakeshore', '/chat');
    await startAsVisitor(page);
    await send(page, 'Still there after a reload?');
    await staffBubbles(page).first().waitFor({ timeout: 15_000 });
    const cookies = await page.context().cookies();
    const identity = cookies.find((cookie) => cookie.name === 'lakeshore_chatIdentity');
    const channel = cookies.find((cookie) => cookie.name === 'lakeshore_chatChannel');
    expect(identity?.value).toMatch(/^chat-/);
    expect(channel?.value).toBe(`private-chat-${identity?.value}`);
    const lifetime = (identity?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(3_500);
    expect(lifetime).toBeLessThanOrEqual(3_600);
    expect(identity).toMatchObject({ secure: true, sameSite: 'None' });
    await page.reload();
    await bubble(page, 'Still there after a reload?').getByText('Sent', { exact: true }).waitFor();
    expect(await staffBubbles(page).count()).toBe(1);
    expect(await page.getByLabel(/^Your name/).count()).toBe(0);
  });

  it('a message typed offline is kept and sent when the connection returns', async () => {
    const page = await open('lakeshore', '/chat');
    await startAsVisitor(page);
    await page.context().setOffline(true);
    await page.getByText(/You are offline/).waitFor();
    await send(page, 'Sent from a tunnel');
    await bubble(page, 'Sent from a tunnel').getByText(/Waiting for a connection/).waitFor();
    // Kept in storage for this visitor, not only in memory (a visitor's drafts live in the tab's storage).
    const stored = await page.evaluate(() => [...Object.entries(localStorage), ...Object.entries(sessionStorage)].filter(([key]) => key.includes('chatOutbox')).map(([, value]) => value).join(''));
    expect(stored).toContain('Sent from a tunnel');
    await page.waitForTimeout(1_000);
    expect(await bubble(page, 'Sent from a tunnel').getByText('Sent', { exact: true }).count()).toBe(0);
    await page.context().setOffline(false);
    await bubble(page, 'Sent from a tunnel').getByText('Sent', { exact: true }).waitFor();
    await staffBubbles(page).first().waitFor({ timeout: 15_000 });
    expect(await bubble(page, 'Sent from a tunnel').count()).toBe(1);
    expect(await page.getByText(/You are offline/).count()).toBe(0);
  });

  it('reads and answers in French', async () => {
    const page = await open('lakeshore', '/chat', { language: 'fr' });
    await page.getByRole('heading', { level: 1, name: 'Clavardage' }).waitFor();
    await startAsVisitor(page, 'fr');
    await page.getByRole('heading', { level: 1, name: 'Clavardez avec Lakeshore Mutual' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Aujourd’hui' }).count()).toBe(1);
    await send(page, 'Bonjour, ma voiture est-elle assurée?', 'fr');
    await bubble(page, 'Bonjour, ma voiture').getByText('Envoyé', { exact: true }).waitFor();
    await staffBubbles(page).first().waitFor({ timeout: 15_000 });
    expect(await staffBubbles(page).first().textContent()).toContain('Merci pour votre message');
    // 24-hour times in French (e.g. 10 h 42).
    expect(await staffBubbles(page).first().locator('time').textContent()).toMatch(/^\d{1,2} h \d{2}$/);
  });

  it.each(['en', 'fr'] as const)('axe (%s): visitor form, conversation with a reply, a message not sent', async (language) => {
    const page = await open('lakeshore', '/chat', { language });
    await page.getByLabel(T[language].name).waitFor();
    expect(await violations(page)).toEqual([]);
    await startAsVisitor(page, language);
    await send(page, language === 'fr' ? 'Une question' : 'A question', language);
    await staffBubbles(page).first().waitFor({ timeout: 15_000 });
    expect(await violations(page)).toEqual([]);
    // A refused message with its Retry (a server error would wait and be sent again by itself).
    await page.goto(brokerUrl('lakeshore', '/chat?fail=/chat/messages:422'));
    await send(page, language === 'fr' ? 'Encore' : 'Again', language);
    await page.getByRole('alert').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.goto(brokerUrl('lakeshore', '/chat?fail='));
  });
});
