// `npm run studio -- --broker maplecrest`, tried as a new integrator would: edits show in every
// frame of the real app, an invalid value is named by its pointer while the frames keep the last
// valid settings, and what Save writes passes check-config.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { freePort } from './global-setup.ts';
import { appFrame, cursorAfter, edit, framesSettled, headerColour, selectToken, startStudioProcess, studioFrameIds, type RunningStudio } from './studio-page.ts';

let browser: Browser;
let studio: RunningStudio;
let page: Page;
let folder: string;
let saved: string;

const MAPLECREST_RED = 'rgb(122, 31, 43)';

async function headerColours(): Promise<Record<string, string>> {
  const ids = await studioFrameIds(page);
  return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await headerColour(appFrame(page, id))] as const)));
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'studio-'));
  saved = join(folder, 'maplecrest.json');
  // Save goes to a copy so the test never rewrites the fixture.
  studio = await startStudioProcess(['--broker', 'maplecrest', '--port', String(await freePort()), '--save-to', saved]);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  // The first visit waits for Vite to prepare the studio's and the app's modules.
  await page.goto(studio.url, { timeout: 150_000 });
  await framesSettled(page);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  studio?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('settings studio', () => {
  it('shows the brokerage in phone, desktop, widget, English, French, signed-in and signed-out frames', async () => {
    expect(await studioFrameIds(page)).toEqual(['f1', 'f2', 'f3']);
    await expect.poll(() => appFrame(page, 'f1').locator('header.app-header').getByRole('link', { name: 'Maplecrest Insurance Brokers' }).count()).toBe(1);
    // f2 is desktop, signed in as the fixture user; f3 a French widget.
    // Signed in: the user menu shows the first letter of the fixture user's e-mail.
    await expect.poll(() => appFrame(page, 'f2').getByTestId('user-menu-trigger').textContent(), { timeout: 30_000 }).toBe('E');
    await expect.poll(() => appFrame(page, 'f3').evaluate(() => document.documentElement.lang)).toMatch(/^fr/);
    expect(await page.locator('#problems').textContent()).toContain('No problems');
    // The brokerage's own texts in French too, from the texts file beside the opened one (fr/maplecrest.json).
    await expect.poll(() => appFrame(page, 'f3').locator('.notification-banner').textContent()).toContain('Alerte de tempête hivernale');
    await expect.poll(() => appFrame(page, 'f1').locator('.notification-banner').textContent()).toContain('Winter storm warning');
  });

  it('repaints the header of every frame with a new brand colour, staying on the route', async () => {
    // The signed-in desktop frame goes to its documents, as a person clicks there.
    await appFrame(page, 'f2').getByRole('link', { name: /My Documents/ }).first().click();
    await expect.poll(() => appFrame(page, 'f2').evaluate(() => window.location.pathname)).toBe('/documents');
    // maplecrest paints wide screens with its own desktop colour: reset it (it has no default) so
    // the desktop frame follows brandColor too.
    await edit(page, () => page.locator('#differences li[data-pointer="/brand/desktopBrandColor"] button').click());
    expect(Object.values(await headerColours())).toEqual([MAPLECREST_RED, MAPLECREST_RED, MAPLECREST_RED]);

    await edit(page, async () => {
      await selectToken(page, '"brandColor"', '"#7a1f2b"');
      await page.keyboard.type('0b5394');
    });
    expect(await headerColours()).toEqual({ f1: 'rgb(11, 83, 148)', f2: 'rgb(11, 83, 148)', f3: 'rgb(11, 83, 148)' });
    expect(await appFrame(page, 'f2').evaluate(() => window.location.pathname)).toBe('/documents');
    // Re-rendered from the edited file, the French frame keeps the brokerage's French texts.
    expect(await appFrame(page, 'f3').locator('.notification-banner').textContent()).toContain('Alerte de tempête hivernale');
  });

  it('removes the Payments entry when features.payments is false', async () => {
    const payments = appFrame(page, 'f2').locator('nav, main').getByText('Payments', { exact: true });
    await expect.poll(() => payments.count()).toBeGreaterThan(0);
    await edit(page, async () => {
      await selectToken(page, '"payments": true', 'true', 3);
      await page.keyboard.type('false');
    });
    await expect.poll(() => payments.count()).toBe(0);
  });

  it('shows a label typed in French in the French frame', async () => {
    await edit(page, async () => {
      await cursorAfter(page, '"labels": {}');
      await page.keyboard.press('Home');
      await page.keyboard.press('Shift+End');
      await page.keyboard.insertText('"labels": { "documents": { "label": "Mes papiers d’assurance" } },');
    });
    await appFrame(page, 'f3').getByText('Mes papiers d’assurance').first().waitFor();
  });

  it('names an invalid value by its pointer while the frames keep the last valid settings', async () => {
    await selectToken(page, '"brandColor"', '"#0b5394"');
    await page.keyboard.type('zz');
    const problem = page.locator('#problems button[data-pointer="/brand/brandColor"]');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('must be a colour');
    // Underlined where it is, in the editor.
    await expect.poll(() => page.locator('.cm-lintRange-error').first().textContent(), { timeout: 15_000 }).toContain('zz');
    await expect.poll(() => page.locator('#kept').isVisible()).toBe(true);
    // Typed after the frames' last repaint: give a stray update time to arrive, then look.
    await page.waitForTimeout(800);
    expect(Object.values(await headerColours())).toEqual(['rgb(11, 83, 148)', 'rgb(11, 83, 148)', 'rgb(11, 83, 148)']);
    await appFrame(page, 'f1').getByRole('heading').first().waitFor();

    // Selecting the problem moves the editor to it.
    await page.locator('.cm-content').press('Control+Home');
    await problem.click();
    await expect.poll(() => page.locator('.cm-activeLine').textContent()).toContain('"brandColor"');
  });

  it('saves settings that check-config accepts', async () => {
    await edit(page, async () => {
      await selectToken(page, '"brandColor"', '"#zz"');
      await page.keyboard.type('0b5394');
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText(`Saved to ${saved}`).waitFor();
    const file = JSON.parse(readFileSync(saved, 'utf8')) as { brand: Record<string, string>; features: Record<string, boolean> };
    expect(file.brand.brandColor).toBe('#0b5394');
    expect(file.brand.desktopBrandColor).toBeUndefined();
    expect(file.features.payments).toBe(false);
    const check = spawnSync('node_modules/.bin/tsx', ['scripts/check-config.ts', saved], { encoding: 'utf8' });
    expect(check.stdout).toContain(`${saved}: ok`);
    expect(check.status).toBe(0);
  });

  it('describes a property on hover, linking to its reference section, and completes keys', async () => {
    // The key is plain text in its line: the mouse goes to where the text is drawn.
    const box = await page.locator('.cm-line', { hasText: '"brandColor"' }).first().evaluate((line) => {
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const at = text.textContent?.indexOf('brandColor') ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 'brandColor'.length);
        const rect = range.getBoundingClientRect();
        return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      }
      return null;
    });
    if (!box) throw new Error('"brandColor" not drawn in the editor');
    await page.mouse.move(box.x, box.y);
    const tooltip = page.locator('.cm-tooltip-hover');
    await expect.poll(() => tooltip.textContent(), { timeout: 15_000 }).toContain('Main brand colour');
    expect(await tooltip.getByRole('link').getAttribute('href')).toBe('/__studio/reference#brand.brandColor');
    const reference = await page.evaluate(() => fetch('/__studio/reference').then((response) => response.text()));
    expect(reference).toContain('<section id="brand.brandColor">');

    await cursorAfter(page, '"countryIsoCode": "CA",');
    await page.keyboard.press('Enter');
    await page.keyboard.type('"langu');
    await expect.poll(() => page.locator('.cm-tooltip-autocomplete').textContent(), { timeout: 15_000 }).toContain('language');
  });
});

/** A GET to the studio's port with the Host header a machine of the network (or a rebound name) would send. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const port = Number(new URL(studio.url).port);
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('who may use the settings studio', () => {
  it('prints a loopback address and listens on loopback only', async () => {
    const url = new URL(studio.url);
    expect(url.hostname).toBe('maplecrest.localhost');
    const outside = Object.values(networkInterfaces())
      .flatMap((list) => list ?? [])
      .find((info) => info.family === 'IPv4' && !info.internal);
    if (outside) {
      const reached = await fetch(`http://${outside.address}:${url.port}/studio/`).then(
        () => true,
        () => false,
      );
      expect(reached).toBe(false);
    }
  });

  it('refuses every Host but the one it printed, Vite’s /@fs/ included', async () => {
    const port = new URL(studio.url).port;
    for (const host of [`192.168.1.50:${port}`, `127.0.0.1:${port}`, `rebound.example:${port}`]) {
      for (const path of ['/__studio/opened', `/@fs${resolve('package.json')}`, '/studio/', '/']) {
        const answer = await getWithHost(path, host);
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body).not.toContain('fixtures/brokerages');
        expect(answer.body).not.toContain('"devDependencies"');
      }
    }
    expect((await getWithHost('/__studio/opened', `maplecrest.localhost:${port}`)).status).toBe(200);
  });

  it('takes no write from a page of another site (a no-cors text/plain POST), only from its own page', async () => {
    const before = readFileSync(saved, 'utf8');
    // Another site on this machine, as a page the integrator happens to have open.
    const attacker: Server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end('<!doctype html><title>Other site</title>');
    });
    await new Promise<void>((done) => attacker.listen(0, '127.0.0.1', done));
    const attackerPort = (attacker.address() as { port: number }).port;
    const other = await browser.newPage();
    try {
      await other.goto(`http://attacker.localhost:${attackerPort}/`);
      const phishing = JSON.stringify({ ...JSON.parse(before), bannerNotification: { enableNotificationBanner: true, bannerMessage: 'Your session expired: <a href="https://phish.example/">sign in again</a>' } });
      await other.evaluate(
        async ([target, body]) => {
          for (const path of ['/__studio/save', '/__studio/settings']) {
            await fetch(new URL(path, target), { method: path.endsWith('save') ? 'POST' : 'PUT', mode: 'no-cors', body, headers: { 'Content-Type': 'text/plain' } }).catch(() => undefined);
          }
        },
        [studio.url, phishing] as const,
      );
      await page.waitForTimeout(500);
      expect(readFileSync(saved, 'utf8')).toBe(before);
      const served = await page.evaluate(() => fetch('/__preview/settings.json').then((response) => response.text()));
      expect(served).not.toContain('phish.example');
      // The studio's own page saves: its origin, JSON and the token it got from the studio; without the token it cannot.
      const own = await page.evaluate(async (text) => {
        const { writeToken } = (await (await fetch('/__studio/opened')).json()) as { writeToken: string };
        const save = (headers: Record<string, string>) => fetch('/__studio/save', { method: 'POST', body: text, headers }).then((response) => response.status);
        return { withoutToken: await save({ 'Content-Type': 'application/json' }), withToken: await save({ 'Content-Type': 'application/json', 'x-studio-token': writeToken }) };
      }, before);
      expect(own).toEqual({ withoutToken: 403, withToken: 200 });
    } finally {
      await other.close();
      await new Promise<void>((done) => attacker.close(() => done()));
    }
  });
});
