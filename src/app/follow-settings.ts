// A brokerage's own texts (banner, labels, menu entries, after-hours message) come in the language
// the settings were asked for (docs/product-rules.md#tenant-texts). When the app's language
// changes (the visitor's choice, or logout's reset), the settings are asked for again in it and the
// runtime is swapped in place, as the studio swaps it. If that call fails, the texts stay as they
// were; the call is made again once the browser is back online, and, online, after the outboxes'
// back-off when the failure may pass (a 5xx, a lost answer: docs/adr/0054-one-rule-for-transient-failures.md).
import { subscribeKey } from 'valtio/utils';
import type { ApiClient } from '../api/api-client.ts';
import { retryDelayMs } from '../api/transient-failure.ts';
import { reloadRuntime } from '../settings/settings-pipeline.ts';
import type { ClientMode, Runtime } from '../settings/runtime.ts';
import { appState } from '../state/app-state.ts';
import { runtimeState, setRuntime } from '../state/runtime-state.ts';
import { visitContext } from './visit-context.ts';

interface Visit {
  client: ApiClient;
  brokerId: string;
  mode: ClientMode;
  referrer?: string;
  /** The runtime start-up set: its texts are in its language. */
  runtime: Runtime;
}

/** Follows the app's language with the settings; returns the stop. */
export function followAppLanguage(visit: Visit): () => void {
  // Only a runtime this visit fetched is fetched again: one set by someone else (the studio's
  // frame, from the integrator's edits) is theirs.
  // Its texts are in its own language: a runtime is derived in the language it was asked for.
  let ours = visit.runtime;
  let latest = 0;
  // Failures in a row that may pass, and the timer of the next ask after one.
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const refresh = async (): Promise<void> => {
    clearTimeout(retry);
    const wanted = appState.language;
    if (wanted === ours.language || runtimeState.runtime !== ours) return;
    latest += 1;
    const attempt = latest;
    const reloaded = await reloadRuntime(visit.client, visitContext(visit.brokerId, visit.mode), visit.referrer);
    // A later choice, or a runtime set meanwhile by someone else, wins over this answer.
    if (attempt !== latest || appState.language !== wanted || runtimeState.runtime !== ours) return;
    if (!reloaded.runtime) {
      // Offline, the `online` event asks again; a refused call (a 4xx) is not asked again.
      if (reloaded.mayPass && navigator.onLine !== false) {
        failures += 1;
        retry = setTimeout(() => void refresh(), retryDelayMs(failures));
      }
      return;
    }
    failures = 0;
    ours = reloaded.runtime;
    setRuntime(reloaded.runtime);
  };
  const stopFollowing = subscribeKey(appState, 'language', () => {
    failures = 0;
    void refresh();
  });
  const onOnline = () => void refresh();
  window.addEventListener('online', onOnline);
  return () => {
    stopFollowing();
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
  };
}
