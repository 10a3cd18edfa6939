// A policy's drivers and vehicles, and mailing its pink slips, in Chromium on the build a brokerage
// ships against the fixture server (each test its own scope: e2e/real-api.ts): add a driver, remove
// one after the inline confirmation, mail the slips to a chosen address and read the confirmation
// (en and fr).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';
import { seriousViolations } from './axe.ts';

let browser: Browser;
let scope: ApiScope;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(() => {
  scope = apiScope();
});

const brokerUrl = (broker: string, path = '/') => scope.url(broker, path);

async function signedInAt(broker: string, path: string, language: 'en' | 'fr' = 'en', width = 1200): Promise<Page> {
  const context = await newContext(browser, { width, locale: language === 'fr' ? 'fr-CA' : 'en-CA' });
  const page = await context.newPage();
  await page.goto(brokerUrl(broker, path));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, 'emilie.tremblay@example.ca');
  await page.waitForURL((url) => url.pathname === path.split('?')[0]);
  return page;
}

const rowNames = (page: Page) => page.getByRole('region', { name: 'Drivers' }).locator('.party-name').allTextContents();

describe('drivers and vehicles of a policy', () => {
  it('adds a driver, and removes one after confirming', async () => {
    const page = await signedInAt('lakeshore', '/documents/policy-summary?id=pol-auto-1');
    const drivers = page.getByRole('region', { name: 'Drivers' });
    await drivers.getByRole('button', { name: 'Remove Noah Tremblay' }).waitFor();
    expect(await rowNames(page)).toEqual(['Émilie Tremblay', 'Julien Tremblay', 'Noah Tremblay']);
    expect(await page.getByRole('region', { name: 'Vehicles' }).locator('.party-name').allTextContents()).toEqual(['2020 Honda CR-V EX-L', '2017 Toyota Corolla LE']);

    await drivers.getByRole('button', { name: 'Add a driver' }).click();
    const select = drivers.getByLabel(/^Driver/);
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(['Choose…', 'Sophie Tremblay', 'Marc Gagnon']);
    await expect.poll(() => select.evaluate((element) => element === document.activeElement)).toBe(true);
    await select.selectOption({ label: 'Marc Gagnon' });
    expect(await seriousViolations(page)).toEqual([]);
    await drivers.getByRole('button', { name: 'Add', exact: true }).click();
    await drivers.getByRole('status').filter({ hasText: 'Marc Gagnon was added to this policy.' }).waitFor();
    expect(await rowNames(page)).toEqual(['Émilie Tremblay', 'Julien Tremblay', 'Noah Tremblay', 'Marc Gagnon']);

    await drivers.getByRole('button', { name: 'Remove Julien Tremblay' }).click();
    const question = drivers.getByRole('group', { name: 'Remove Julien Tremblay from this policy?' });
    const confirm = question.getByRole('button', { name: 'Yes, remove' });
    await expect.poll(() => confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.click();
    await drivers.getByRole('status').filter({ hasText: 'Julien Tremblay was removed from this policy.' }).waitFor();
    expect(await rowNames(page)).toEqual(['Émilie Tremblay', 'Noah Tremblay', 'Marc Gagnon']);

    // The server kept both changes: a reload lists the same drivers.
    await page.reload();
    await drivers.getByRole('button', { name: 'Remove Marc Gagnon' }).waitFor();
    expect(await rowNames(page)).toEqual(['Émilie Tremblay', 'Noah Tremblay', 'Marc Gagnon']);
    await page.context().close();
  });
});

describe('mail a pink slip', () => {
  it('mails the policy’s slips to the chosen address: the button is disabled while sending, then the confirmation takes focus', async () => {
    await scope.slow(['/pinkSlips/send:800']);
    const page = await signedInAt('lakeshore', '/documents/create-slip?id=pol-auto-1');
    const mail = page.getByRole('region', { name: 'Mail a pink slip' });
    await mail.getByRole('radio', { name: /Cottage/ }).check();
    expect(await mail.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual([true, true]);
    expect(await seriousViolations(page)).toEqual([]);
    const send = mail.getByRole('button', { name: 'Mail 2 pink slips' });
    await send.click();
    await mail.getByRole('button', { name: 'Sending…' }).waitFor();
    // Busy, not disabled: the pressed button keeps the focus.
    expect(await mail.getByRole('button', { name: 'Sending…' }).getAttribute('aria-disabled')).toBe('true');
    const confirmation = mail.getByRole('status').filter({ hasText: 'on the way' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/^Your 2 pink slips are on the way to Cottage, 1172 Muskoka Road 118 West, Port Carling ON P0B 1J0\. Reference: CP-[A-Z0-9]{10}\.$/);
    await expect.poll(() => confirmation.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('confirms in French', async () => {
    const page = await signedInAt('boreal', '/documents/create-slip?id=pol-auto-1', 'fr');
    const mail = page.getByRole('region', { name: 'Poster un certificat d’assurance' });
    await mail.getByRole('checkbox', { name: /Corolla/ }).uncheck();
    await mail.getByRole('button', { name: 'Poster le certificat' }).click();
    const confirmation = mail.getByRole('status').filter({ hasText: 'en route' });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/^Votre certificat d’assurance est en route vers Home, 48 Maple Crescent, Oakville ON L6J 2X5\. Référence\u00a0: CP-[A-Z0-9]{10}\.$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
