import type { FrameLocator, Page } from 'playwright-core';

/** Completes the login form (already on /auth/login): e-mail, fixture PIN 123456, terms. */
export async function completeLogin(scope: Page | FrameLocator, email: string, pin = '123456'): Promise<void> {
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByRole('button', { name: 'Send me a PIN' }).click();
  await scope.getByLabel('PIN code').fill(pin);
  await scope.getByRole('button', { name: 'Continue' }).click();
  await scope.getByLabel('I accept the terms of service').check();
  await scope.getByRole('button', { name: 'Log in' }).click();
}

const FRENCH = { email: 'Adresse courriel', send: 'M’envoyer un NIP', pin: 'NIP', next: 'Continuer', terms: 'J’accepte les conditions d’utilisation', login: 'Se connecter' };
const ENGLISH = { email: 'E-mail address', send: 'Send me a PIN', pin: 'PIN code', next: 'Continue', terms: 'I accept the terms of service', login: 'Log in' };

/** completeLogin in the page's language (the login screen's texts in en or fr). */
export async function completeLoginIn(page: Page, language: 'en' | 'fr', email: string, pin = '123456'): Promise<void> {
  const t = language === 'fr' ? FRENCH : ENGLISH;
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await page.getByLabel(t.pin, { exact: true }).fill(pin);
  await page.getByRole('button', { name: t.next }).click();
  await page.getByLabel(t.terms).check();
  await page.getByRole('button', { name: t.login }).click();
}
