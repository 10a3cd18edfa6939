// The read screens' one hook over the request cycle: the call runs on mount, again when its
// request changes by value, and past the cache when the app's language changes (the answer is in
// the language asked for: docs/product-rules.md#tenant-texts), behind what is shown and, when
// offline, again once back online (docs/product-rules.md#request-cycle). Its steps live in a slice (valtio)
// under a key, and the screen gets the snapshot of that RequestState with retry() and refresh().
//
//   const numbers = useCall(claimNumbersState, 'claimNumbers', 'claims.getClaimNumbers', {});
//   <RequestStatus call={numbers}>{(data) => …}</RequestStatus>     (src/ui/request-status.tsx)
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { Snapshot } from 'valtio/vanilla';
import type { CallRequest } from '../api/call-api.ts';
import type { CallName } from '../api/call-table.ts';
import type { RequestData, RequestOutcome, RequestState } from './request-cycle.ts';
import { callIdentity, runCall, type CallKey, type RunCallOptions } from './run-call.ts';
import { enteredRun } from './entered-call.ts';
import { appState } from './app-state.ts';

export interface UseCallOptions extends RunCallOptions {
  /** false: no call (the state stays as it is), e.g. while an id is unknown. Default true. */
  enabled?: boolean;
}

export interface CallState<T> extends Readonly<Omit<RequestState<T>, 'data'>> {
  data: Snapshot<T> | null;
  /** Nothing to show yet and a call is under way or about to start (first render included). */
  loading: boolean;
  /** Runs the call again, still served from the cache (maxAge) when fresh; for a Retry button. */
  retry: () => Promise<RequestOutcome<T>>;
  /** Runs the call again, past the cache (force). */
  refresh: () => Promise<RequestOutcome<T>>;
}

/**
 * Runs call `name` with `request` through the request cycle into `slice[key]` on mount, when
 * `request` (or page / limit) changes by value, and past the cache when the app's language
 * changes, unless `enabled` is false. Options are the
 * request cycle's (maxAge, force, keepPayload, asRef) plus paging; they are read at each run,
 * never a reason to run again.
 */
export function useCall<S extends object, N extends CallName, K extends CallKey<S, N>>(
  slice: S,
  key: K,
  name: N,
  request: CallRequest<N>,
  options: UseCallOptions = {},
): CallState<RequestData<S, K>> {
  type T = RequestData<S, K>;
  const { enabled = true, ...runOptions } = options;
  const latest = useRef({ slice, key, name, request, runOptions });
  useLayoutEffect(() => {
    latest.current = { slice, key, name, request, runOptions };
  });
  const run = useCallback((force: boolean, background = false): Promise<RequestOutcome<T>> => {
    const args = latest.current;
    return runCall(args.slice, args.key, args.name, args.request, force ? { ...args.runOptions, force: true, background } : args.runOptions);
  }, []);
  const identity = callIdentity(name, request, runOptions);
  // What is shown stays while the answer in the new language comes, and if it cannot come yet.
  const { language } = useSnapshot(appState);
  // The language of the answer shown. It moves only once an answer in the new one has come, so a
  // call turned off and on again while it waits to be back online still asks, and asks once.
  const answeredIn = useRef(language);
  // The run asked for by a change of language, while on its way. It lands even after its effect has
  // left: a switch back before it came asks again, past the cache, to replace it; the call turned
  // off and on again in the same language, for the same request into the same state, joins it
  // rather than asking twice.
  const languageRun = useRef<{ language: typeof language; identity: string; target: object; outcome: Promise<RequestOutcome<T>> } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    // The request state the answer lands in.
    const target = (slice as Record<PropertyKey, object>)[key as PropertyKey] as object;
    if (answeredIn.current === language && languageRun.current === null) {
      // The route's entry may have started this very request (src/state/entered-call.ts): join it.
      if (!enteredRun(target, identity)) void run(false);
      return;
    }
    // A new language: past the cache, behind the answer shown; offline, again once back online.
    let left = false;
    const askAgain = () => void ask(false);
    const ask = async (mayJoin: boolean) => {
      const onItsWay = languageRun.current;
      const joinable = mayJoin && onItsWay?.language === language && onItsWay.identity === identity && onItsWay.target === target;
      const own = joinable ? onItsWay : { language, identity, target, outcome: run(true, true) };
      languageRun.current = own;
      const outcome = await own.outcome;
      // Still the latest language run: its answer is the one shown, even if this effect has left
      // (the call turned off meanwhile). A later run, in another language, replaced it otherwise.
      if (languageRun.current === own) {
        languageRun.current = null;
        if (outcome.ok) answeredIn.current = own.language;
      }
      if (left || outcome.ok) return;
      if (!navigator.onLine) window.addEventListener('online', askAgain, { once: true });
    };
    void ask(true);
    return () => {
      left = true;
      window.removeEventListener('online', askAgain);
    };
  }, [enabled, identity, language, slice, key, run]);
  const retry = useCallback(() => run(false), [run]);
  const refresh = useCallback(() => run(true), [run]);

  const state = (useSnapshot(slice) as Record<PropertyKey, unknown>)[key] as Snapshot<RequestState<T>>;
  const data = state.data as Snapshot<T> | null;
  return {
    inProgress: state.inProgress,
    success: state.success,
    message: state.message,
    code: state.code,
    data,
    payload: state.payload,
    timestamp: state.timestamp,
    loading: data === null && (state.inProgress || (enabled && state.success === null)),
    retry,
    refresh,
  };
}

/**
 * A call whose slice holds one item at a time (a policy, a brokerage's page), with its data only
 * when it is item `id`'s: the previous item's answer is not shown, nor named, while this one's
 * comes or if it fails. Loading until then; nothing asked without an id.
 */
export function answerFor<T extends { id: string }>(call: CallState<T>, id: string | null): CallState<T> {
  const data = id !== null && call.data?.id === id ? call.data : null;
  return { ...call, data, loading: id !== null && data === null && call.success !== false };
}
