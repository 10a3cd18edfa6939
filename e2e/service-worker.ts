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
