// A screen's first calls, started when its route is entered (docs/adr/0064-a-screen-shows-with-its-first-data.md):
// the request leaves beside the screen's chunk instead of after its first render, and start-up or
// a navigation can wait for it, briefly, so the screen shows with its data. The screen's useCall
// joins the entered run when it mounts instead of asking a second time.
//
//   account-calls.ts:  export const meCall = callSpec(accountState, 'me', 'me.get', {});
//                      export const enterProfile = () => enterCalls(meCall);
//   feature.ts:        enter: () => import('./account-calls.ts').then((calls) => calls.enterProfile())
//   profile-screen:    const me = useCall(...meCall.args);
// The route imports the calls module lazily, so this helper stays out of the entry chunk.
import type { CallRequest } from '../api/call-api.ts';
import type { CallName } from '../api/call-table.ts';
import { currentOwner } from './persistence.ts';
import { isLatestRun, type RequestKey, type RequestState } from './request-cycle.ts';
import { callIdentity, runCall, type CallKey } from './run-call.ts';
import type { UseCallOptions } from './use-call.ts';

/** A screen's first call: `args` as its useCall takes them, `enter` to start it from the route. */
export interface FirstCall<S extends object, K extends keyof S, N extends CallName> {
  args: readonly [slice: S, key: K, name: N, request: CallRequest<N>, options?: UseCallOptions];
  /** Starts the run (or joins the entered one); resolves when the screen may show, see enterCalls. */
  enter: () => Promise<void> | undefined;
}

/**
 * How long after its answer an entered run is joined by a mounting screen rather than asked for
 * again (while on its way, it always is: on a slow network the screen may mount long after the
 * entry, and a second request would only come later): a screen shown within this time has an
 * answer this recent.
 */
export const ENTERED_CALL_JOIN_MS = 2_000;

/** A run a route's entry started, for the screen that shows next: whose it is, and when it was answered. */
export interface EntryRun<T = unknown> {
  done: Promise<T>;
  owner: string | null;
  answeredAt: number | undefined;
}

/** Records a run started by a route's entry, for mayJoinEntry. */
export function entryRun<T>(done: Promise<T>): EntryRun<T> {
  const run: EntryRun<T> = { done, owner: currentOwner(), answeredAt: undefined };
  const answered = () => {
    run.answeredAt = Date.now();
  };
  done.then(answered, answered);
  return run;
}

/**
 * Whether a screen mounting now takes `run` rather than asking again: the same user's run, still
 * on its way or answered within ENTERED_CALL_JOIN_MS.
 */
export function mayJoinEntry<T>(run: EntryRun<T> | undefined): run is EntryRun<T> {
  return run !== undefined && run.owner === currentOwner() && (run.answeredAt === undefined || Date.now() - run.answeredAt < ENTERED_CALL_JOIN_MS);
}

interface EnteredRun {
  identity: string;
  run: EntryRun;
}

// Per request state (a slice's key): the run the last entry started.
const enteredRuns = new WeakMap<object, EnteredRun>();

/**
 * The entered run of `state` for the same request and the same user, while it may be joined
 * (mayJoinEntry), and while no later run (another request under the same key, a refresh) has
 * replaced it, so what it stored is still what the state holds.
 */
export function enteredRun(state: object, identity: string): Promise<unknown> | undefined {
  const entered = enteredRuns.get(state);
  const joinable = entered !== undefined && entered.identity === identity && mayJoinEntry(entered.run) && isLatestRun(state, entered.run.done);
  return joinable ? entered.run.done : undefined;
}

/** The one definition of a screen's first call, for its route's entry and its useCall alike. */
export function callSpec<S extends object, N extends CallName, K extends CallKey<S, N> & RequestKey<S>>(slice: S, key: K, name: N, request: CallRequest<N>, options: UseCallOptions = {}): FirstCall<S, K, N> {
  const enter = (): Promise<void> | undefined => {
    const { enabled = true, ...runOptions } = options;
    if (!enabled) return undefined;
    const state = slice[key] as RequestState<unknown>;
    const identity = callIdentity(name, request, runOptions);
    let done = enteredRun(state, identity);
    if (!done) {
      done = runCall(slice, key, name, request, runOptions);
      enteredRuns.set(state, { identity, run: entryRun(done) });
    }
    // Stored data shows at once while the run refreshes it; only an empty screen waits.
    return state.data === null ? done.then(() => undefined) : undefined;
  };
  return { args: [slice, key, name, request, options], enter };
}

/**
 * A route's `enter`: starts the screen's first calls, each joining an entered run of the same
 * request while it may be joined; returns what the screen waits for before it shows (the runs of
 * the calls with nothing to show yet), or nothing.
 */
export function enterCalls(...calls: { enter: () => Promise<void> | undefined }[]): Promise<void> | undefined {
  const waits = calls.map((call) => call.enter()).filter((wait) => wait !== undefined);
  return waits.length === 0 ? undefined : Promise.all(waits).then(() => undefined);
}
