// The production build against the fixture backend as a real HTTP server (scripts/fixture-server.ts,
// `npm run preview -- --api fixture-server`): the page has no msw (no worker script, no msw code in
// the build or the precache), its calls cross to the server's origin under CORS, a visitor signs
// in, an upload reports its bytes as they go, and the chat's staff reply comes over a real WebSocket.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { completeLogin } from './sign-in.ts';
import { apiScope } from './real-api.ts';
import { fileBytes } from '../tests/file-bytes.ts';

let browser: Browser;
// The shared real-API build and its fixture server (e2e/global-setup.ts).
const api = { url: inject('fixtureServerUrl'), apiBase: `${inject('fixtureServerUrl')}/api` };
const outDir = inject('apiPreviewOutDir');

// Each test its own scope: its own data on the server, its own origin in the browser.
let scope = apiScope();
const url = (path = '/') => scope.url('lakeshore', path);
/** msw's own console prefix: in every build that bundles it, in none that does not. */
const MSW_MARK = '[MSW]';

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  scope = apiScope();
});

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

describe('production build on the fixture server', () => {
  it('ships no msw: no worker script, no msw code, nothing of it precached', () => {
    expect(existsSync(join(outDir, 'mockServiceWorker.js'))).toBe(false);
    const files = jsFiles(outDir);
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes(MSW_MARK))).toEqual([]);
    const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
    expect(sw).not.toContain('importScripts');
    // The precache lists the build's files: the fixture backend's chunk is not one of them.
    expect(sw).toMatch(/assets\/index-[\w-]+\.js/);
    expect(sw).not.toMatch(/assets\/browser-[\w-]+\.js/);
  });

  it('signs a visitor in through the server, across origins, with no msw in the page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const apiCalls: string[] = [];
    const workerScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(api.apiBase)) apiCalls.push(new URL(request.url()).pathname);
      if (request.url().includes('mockServiceWorker')) workerScripts.push(request.url());
    });
    await page.goto(url('/auth/login'));
    await completeLogin(page, 'emilie.tremblay@example.ca');
    await page.waitForURL(url('/'));
    expect((await context.cookies()).some((cookie) => cookie.name === 'lakeshore_token' && cookie.value.startsWith('fixture-'))).toBe(true);
    expect(apiCalls).toEqual(expect.arrayContaining(['/api/brand/getKioskBrandSettings', '/api/auth/sendPin', '/api/auth/verifyPin']));

    // A signed-in call with the bearer token, answered by the server.
    await page.goto(url('/documents'));
    await page.getByRole('list', { name: 'Policies' }).waitFor();
    expect(apiCalls).toContain('/api/documents/getPoliciesDetails');

    const scripts = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => (registration.active ?? registration.installing ?? registration.waiting)?.scriptURL ?? ''));
    expect(scripts.filter((script) => script.includes('mockServiceWorker'))).toEqual([]);
    expect(workerScripts).toEqual([]);
    expect(await page.evaluate(() => 'msw' in window || document.documentElement.outerHTML.includes('mockServiceWorker'))).toBe(false);
    await context.close();
  });

  it('brings the chat’s staff reply over the server’s WebSocket, live, with no polling', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    const sockets: string[] = [];
    const frames: string[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket.url());
      socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
    });
    await page.goto(url('/chat'));
    await page.getByLabel(/^Your name/).fill('Alex Visitor');
    await page.getByLabel(/^E-mail/).fill('alex.visitor@example.ca');
    await page.getByRole('button', { name: 'Start chatting' }).click();
    await page.getByRole('log', { name: 'Conversation' }).waitFor();
    await page.getByLabel('Your message').fill('Is my new car covered from today?');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // The staff answers after 2.5 s: well before a poll (every 10 s) could bring it.
    await page.locator('.chat-message-staff').first().waitFor({ timeout: 7_000 });
    expect(await page.locator('.chat-message-staff').first().textContent()).toContain('Thanks for your message!');
    expect(sockets.filter((socket) => socket.startsWith(`${api.apiBase.replace(/^http/, 'ws')}/realtime?channel=`))).toHaveLength(1);
    expect(frames.some((frame) => frame.includes('"type":"message"') && frame.includes('"from":"staff"'))).toBe(true);
    expect(await page.getByText(/Live updates are interrupted/).count()).toBe(0);
    await context.close();
  });

  it('uploads a document as multipart/form-data with progress growing as the bytes go', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(url('/auth/login'));
    await completeLogin(page, 'empty@example.ca');
    await page.waitForURL(url('/'));
    await page.goto(url('/documents'));
    const input = page.getByLabel(/^Document \(PDF, JPEG or PNG/);
    await input.waitFor();
    // Every value the progress bar shows, recorded in the page as it changes.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]');
        const value = Number(bar?.getAttribute('aria-valuenow'));
        if (bar && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    // About 2 MB at 1 MB/s up: a couple of seconds of upload events.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 4_000_000, uploadThroughput: 1_000_000 });
    const upload = page.waitForRequest((request) => request.url().startsWith(`${api.apiBase}/documents/upload`));
    await input.setInputFiles({ name: 'proof-of-address.pdf', mimeType: 'application/pdf', buffer: Buffer.from(fileBytes('application/pdf', 2_000_000)) });
    const request = await upload;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    await page.getByRole('list', { name: 'Documents' }).getByText('proof-of-address').waitFor({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
    expect(seen.some((value) => value > 0 && value < 100), `progress seen: ${seen.join(', ')}`).toBe(true);
    // Never backwards while one upload runs.
    expect(seen.filter((value) => Number.isFinite(value))).toEqual([...seen.filter((value) => Number.isFinite(value))].sort((a, b) => a - b));
    await context.close();
  });

  it('shows the app\'s own error screen with Try again, not a blank page, when the API cannot be reached', async () => {
    const context = await newContext(browser);
    // As `npm run preview -- --api URL` with an API that is down: every call to it is refused.
    await context.route(`${api.url}/**`, (route) => route.abort('connectionrefused'));
    const page = await context.newPage();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'This app could not open' }).waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    await context.close();
  });
});
