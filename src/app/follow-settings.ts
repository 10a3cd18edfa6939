// The settings during a visit (docs/product-rules.md#last-good-settings and #tenant-texts). Two
// things make the app ask for them again and swap the runtime in place, as the studio swaps it
// (menu, routes and the screen the user is on follow, with no reload):
// - the app's language changes (the visitor's choice, or logout's reset): a brokerage's own texts
//   come in the language the settings were asked for. If that call fails the texts stay as they
//   were, and it is asked again once online, or after a back-off when the failure may pass;
// - the visit runs on settings that did not arrive (saved ones, or none: the error screen): they
//   are asked for again with a back-off, on `online`, and at once on Retry, until they arrive.
// Settings that arrive whole are kept on the device (src/state/last-settings.ts).
import { subscribeKey } from 'valtio/utils';
import type { ApiClient } from '../api/api-client.ts';
import { retryDelayMs } from '../api/transient-failure.ts';
import { buildRuntime, fetchSettingsAnswer, type SettingsAnswer } from '../settings/settings-pipeline.ts';
import type { ClientMode, Runtime } from '../settings/runtime.ts';
import { appState } from '../state/app-state.ts';
import { runtimeState, setRuntime } from '../state/runtime-state.ts';
import { visitContext } from './visit-context.ts';

/** Longest wait between two asks while the visit runs on settings that did not arrive. */
export const STALE_RETRY_CAP_MS = 30_000;

export interface SettingsVisit {
  client: ApiClient;
  brokerId: string;
  mode: ClientMode;
  referrer?: string;
}

/** An answer of the settings calls, with the way to keep it on the device. */
export type AskedSettings = SettingsAnswer & { keep: () => Promise<void> };

/**
 * The settings calls in the app's current language; whole answers are kept on the device, now or
 * (start-up, `keep: 'later'`) when the caller says: the first paint does not wait for the store.
 */
export async function askForSettings(visit: SettingsVisit): Promise<AskedSettings> {
  const language = appState.language;
  const answer = await fetchSettingsAnswer(visit.client, visitContext(visit.brokerId, visit.mode), visit.referrer);
  // The store is a chunk of its own (src/state/last-settings.ts), not in the first page.
  const keep = async () => {
    if (!answer.arrived) return;
    const { keepSettings } = await import('../state/last-settings.ts');
    await keepSettings(visit.brokerId, visit.mode, language, answer.layers);
  };
  return { ...answer, keep };
}

interface Following extends SettingsVisit {
  /** The runtime start-up set: its texts are in its language. */
  runtime: Runtime;
  /** A first ask still under way (start-up stopped waiting for it): its answer is taken when it comes. */
  pending?: Promise<AskedSettings>;
}

/** Follows the app's language and the settings' freshness; returns the stop. */
export function followSettings(visit: Following): () => void {
  // Only a runtime this visit made is replaced: one set by someone else (the studio's frame, from
  // the integrator's edits) is theirs.
  let ours = visit.runtime;
  let latest = 0;
  // Failures in a row, and the timer of the next ask after one.
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let pending = visit.pending;
  const stale = () => appState.settingsStale !== null;
  const refresh = async (): Promise<void> => {
    clearTimeout(retry);
    const wanted = appState.language;
    if ((wanted === ours.language && !stale()) || runtimeState.runtime !== ours) return;
    latest += 1;
    const attempt = latest;
    const asked = pending ?? askForSettings(visit);
    pending = undefined;
    const answer = await asked;
    void answer.keep();
    // A later choice, or a runtime set meanwhile by someone else, wins over this answer.
    if (attempt !== latest || appState.language !== wanted || runtimeState.runtime !== ours) return;
    if (!answer.arrived) {
      // Offline, the `online` event asks again. A refused call (a 4xx) is asked again only while
      // the visit has no fresh settings at all.
      if (navigator.onLine !== false && (answer.mayPass || stale())) {
        failures += 1;
        retry = setTimeout(() => void refresh(), Math.min(retryDelayMs(failures), STALE_RETRY_CAP_MS));
      }
      return;
    }
    failures = 0;
    ours = buildRuntime(answer.layers, visitContext(visit.brokerId, visit.mode));
    appState.settingsStale = null;
    setRuntime(ours);
    // Saved settings in another language may have set another one than the fresh ones say.
    if (appState.language !== ours.language) appState.language = ours.language;
  };
  const stopFollowing = subscribeKey(appState, 'language', () => {
    failures = 0;
    void refresh();
  });
  const onOnline = () => {
    failures = 0;
    void refresh();
  };
  window.addEventListener('online', onOnline);
  if (stale()) void refresh();
  return () => {
    stopFollowing();
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
  };
}
