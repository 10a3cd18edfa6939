// Waits until the installed app's worker controls the page and is activated, so it has precached
// the app: an offline reload needs it.
import type { Page } from 'playwright-core';

export async function untilWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    const active = registration.active;
    if (active && active.state !== 'activated') await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve(undefined)));
  });
}

/**
 * Waits until the installed app's worker is activated, so it has precached the app. On the build for
 * a real API nothing makes it claim the page that registered it (msw's part does on the in-page
 * build): the next load is the first it answers.
 */
export async function untilWorkerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const active = (await navigator.serviceWorker.ready).active;
    if (active && active.state !== 'activated') await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve(undefined)));
  });
}

/**
 * Loads a page while the context is offline, as a real offline browser would show it. Chromium 150's
 * emulated offline (`setOffline`) keeps blocking the network across a navigation, but the new
 * document reads `navigator.onLine` as true and hears no `offline` event, so the app believed it
 * was online (and the installed app's worker, which answers the fixture API, then took the changes
 * meant to wait). Setting the emulation again as the new document commits gives it what a real
 * offline browser does: `navigator.onLine` false and an `offline` event.
 */
export async function navigateOffline(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  await navigate();
  if (await page.evaluate(() => navigator.onLine)) {
    await page.context().setOffline(false);
    await page.context().setOffline(true);
  }
}
