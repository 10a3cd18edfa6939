// A start whose settings did not arrive (docs/product-rules.md#last-good-settings): the last good
// settings saved on the device, else the error screen until they arrive.
import { retryDelayMs } from '../api/transient-failure.ts';
import type { Runtime } from '../settings/runtime.ts';
import { appState } from '../state/app-state.ts';
import { loadCatalogue } from '../i18n/load-catalogue.ts';
import { askForSettings, STALE_RETRY_CAP_MS, type AskedSettings, type SettingsVisit } from './follow-settings.ts';

/**
 * The runtime to start on when the first ask failed or took longer than the start-up waits
 * (`answer` undefined then, `firstAsk` still under way). Sets appState.settingsStale.
 */
export async function runtimeWithoutFreshSettings(
  visit: SettingsVisit,
  first: { ask: Promise<AskedSettings>; answer: AskedSettings | undefined; waitMs: number },
  build: (layers: unknown[]) => Runtime,
  onUnavailable?: (retry: () => Promise<void>) => void,
): Promise<Runtime> {
  const { ask: firstAsk, answer, waitMs } = first;
  const why = answer && !answer.arrived ? answer.errors.map((issue) => issue.message).join('; ') : `no answer within ${waitMs} ms`;
  // The store is a chunk of its own; offline the installed app's worker answers it.
  const saved = await import('../state/last-settings.ts').then(
    async ({ savedSettings, whenSavedSettingsRead }) => {
      await whenSavedSettingsRead();
      return savedSettings(visit.brokerId, visit.mode, appState.language);
    },
    () => undefined,
  );
  if (saved) {
    console.warn(`settings: ${why}; running on the ones saved on this device (${saved.at})`);
    appState.settingsStale = { kind: 'saved', at: saved.at };
    return build(saved.layers);
  }
  console.warn(`settings: ${why}; none saved on this device: asking again`);
  appState.settingsStale = { kind: 'none' };
  const waiting = askUntilArrived(visit, firstAsk);
  await loadCatalogue(appState.language).catch(() => undefined);
  onUnavailable?.(waiting.retryNow);
  const layers = await waiting.arrived;
  appState.settingsStale = null;
  return build(layers);
}

/** Waits for the settings while the visit has none to run on (the error screen with Retry). */
export interface SettingsWait {
  /** Resolves with the layers once the settings calls all answered. */
  arrived: Promise<unknown[]>;
  /** Asks again at once (Retry); resolves when that ask has ended, arrived or not. */
  retryNow(): Promise<void>;
}

/** Asks for the settings until they arrive: after `first`, with a back-off, on `online` and on Retry. */
export function askUntilArrived(visit: SettingsVisit, first: Promise<AskedSettings>): SettingsWait {
  let wake: (() => void) | undefined;
  let asking: Promise<AskedSettings> = first;
  const arrived = (async () => {
    let answer = await first;
    let failures = 0;
    while (!answer.arrived) {
      failures += 1;
      await new Promise<void>((resolve) => {
        // Offline only `online` (or Retry) asks again: a call now could not leave.
        const timer = navigator.onLine === false ? undefined : setTimeout(done, Math.min(retryDelayMs(failures), STALE_RETRY_CAP_MS));
        function done(): void {
          clearTimeout(timer);
          window.removeEventListener('online', done);
          wake = undefined;
          resolve();
        }
        window.addEventListener('online', done);
        wake = done;
      });
      asking = askForSettings(visit);
      answer = await asking;
    }
    void answer.keep();
    return answer.layers;
  })();
  return {
    arrived,
    async retryNow() {
      if (wake) wake();
      // The ask Retry started (or the one under way): the screen stays busy until it ends. The loop
      // starts it once the woken wait has resolved, a few microtasks later.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await asking.then(() => undefined, () => undefined);
    },
  };
}
