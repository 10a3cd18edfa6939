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
