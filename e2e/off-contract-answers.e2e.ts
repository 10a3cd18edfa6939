// An API answer off its contract in one field, on the build a brokerage ships (a real HTTP API,
// e2e/real-api.ts), on a phone: the contact page shows everything but a branch e-mail written
// `javascript:…`, and the console names the call and the pointer; contact details without their
// company's data fail whole, and Try again shows them once the API answers well
// (docs/adr/0075-answers-repaired-by-pointer.md). English and French.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newContext } from './chromium.ts';
import { apiScope, type ApiScope } from './real-api.ts';
import { completeLoginIn } from './sign-in.ts';

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

const PHONE = { width: 390, height: 844 };

/** Signed in on /contact of `broker` on a phone, with the console's warnings collected. */
async function contactPage(broker: string, language: 'en' | 'fr'): Promise<{ page: Page; warnings: string[] }> {
  const context = await newContext(browser, { ...PHONE, locale: language === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'America/Toronto' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(scope.url(broker, '/contact'));
  await page.waitForURL(/\/auth\/login$/);
  await completeLoginIn(page, language, 'emilie.tremblay@example.ca');
  await page.waitForURL((url) => url.pathname === '/contact');
  return { page, warnings };
}

const branchCard = (page: Page, name: string) => page.locator('.branch-card').filter({ has: page.getByRole('heading', { level: 3, name }) });

describe('an answer off its contract in one field', () => {
  it('shows the contact page without the bad branch e-mail, and logs where it broke', async () => {
    await scope.offContract([{ path: '/contact/details', pointer: '/otherBranches/0/email', value: 'javascript:alert(document.domain)' }]);
    const { page, warnings } = await contactPage('maplecrest', 'en');
    await page.getByRole('heading', { level: 2, name: 'Maplecrest Insurance Brokers' }).waitFor();
    expect(await page.getByText('The contact details could not be loaded').count()).toBe(0);
    // The branch is there, with its phone and map, and no e-mail link at all.
    const portCredit = branchCard(page, 'Mississauga – Port Credit');
    expect(await portCredit.getByRole('link', { name: 'Call 905-555-0144' }).count()).toBe(1);
    expect(await portCredit.getByRole('link', { name: /^E-mail/ }).count()).toBe(0);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
    // The other branches and the company keep their e-mails.
    expect(await branchCard(page, 'Montréal – Plateau').getByRole('link', { name: 'E-mail montreal@maplecrestinsurance.ca' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'E-mail hello@maplecrestinsurance.ca' }).count()).toBe(1);
    expect(warnings).toContain('API answer of contact.getDetails off its contract at /otherBranches/0/email (format): dropped /otherBranches/0/email');
    await page.context().close();
  });

  it('shows the contact page without the bad branch e-mail in French', async () => {
    await scope.offContract([{ path: '/contact/details', pointer: '/otherBranches/0/email', value: 'javascript:alert(document.domain)' }]);
    const { page, warnings } = await contactPage('boreal', 'fr');
    await page.getByRole('heading', { level: 2, name: 'Assurances Boréal' }).waitFor();
    expect(await page.getByText('Les coordonnées n’ont pas pu être chargées').count()).toBe(0);
    const quebec = branchCard(page, 'Québec – Saint-Roch');
    expect(await quebec.getByRole('link', { name: 'Appeler le 418-555-0171' }).count()).toBe(1);
    expect(await quebec.getByRole('link', { name: /^Écrire à/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Écrire à service@assurancesboreal.ca' }).count()).toBe(1);
    expect(warnings).toContain('API answer of contact.getDetails off its contract at /otherBranches/0/email (format): dropped /otherBranches/0/email');
    await page.context().close();
  });
});

describe('an answer whose core is unusable', () => {
  for (const { language, broker, company, error, retry } of [
    { language: 'en', broker: 'maplecrest', company: 'Maplecrest Insurance Brokers', error: 'The contact details could not be loaded', retry: 'Try again' },
    { language: 'fr', broker: 'boreal', company: 'Assurances Boréal', error: 'Les coordonnées n’ont pas pu être chargées', retry: 'Réessayer' },
  ] as const) {
    it(`fails the contact page whole, and Try again shows it once the API answers well (${language})`, async () => {
      await scope.offContract([{ path: '/contact/details', pointer: '/companyData' }]);
      const { page, warnings } = await contactPage(broker, language);
      const alert = page.getByRole('alert').filter({ hasText: error });
      await alert.waitFor();
      expect(warnings).toContain('API answer of contact.getDetails unusable: off its contract at /companyData');
      await scope.offContract([]);
      await alert.getByRole('button', { name: retry }).click();
      await page.getByRole('heading', { level: 2, name: company }).waitFor();
      expect(await alert.count()).toBe(0);
      await page.context().close();
    });
  }
});
