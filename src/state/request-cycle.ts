// The request cycle of docs/product-rules.md#request-cycle: every server call is marked in progress, then stores its result,
// or `success: false` with the message (e-pay processing also keeps the failure payload). Reads
// docs/product-rules.md#payment-cache caches (payment options, companies) are served from the store while their timestamp is
// fresh; the timestamp resets to 0 when a run starts or fails.
//
// The state lives in a slice (a valtio proxy) under a key, so components read it with
// useSnapshot(slice)[key] and re-render on each step; runRequest never throws.
import { ref } from 'valtio/vanilla';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../api/api-error.ts';

export interface RequestState<T> {
  inProgress: boolean;
  /** null until a run has ended (and while one runs). */
  success: boolean | null;
  message: string | null;
  /** Error code (docs/product-rules.md#error-extraction, default 400) of the last failure. */
  code: number | null;
  /** The last successful result; kept across failures so nothing shown disappears. */
  data: T | null;
  /** Data of the failure answer when the run asked for it (e-pay processing), else null. */
  payload: unknown;
  /** When `data` was stored (ms since epoch); 0 = nothing fresh to serve. */
  timestamp: number;
}

export function requestState<T>(data: T | null = null): RequestState<T> {
  return { inProgress: false, success: null, message: null, code: null, data, payload: null, timestamp: 0 };
}

/** Back to the initial state (data dropped), e.g. on logout. */
export function resetRequest<T>(state: RequestState<T>): void {
  Object.assign(state, requestState<T>());
}

export type RequestOutcome<T> = { ok: true; data: T; fromCache: boolean } | { ok: false; message: string; code: number; payload: unknown };

export interface RunOptions {
  /** Serve the stored result while younger than this (ms): the timestamp cache of docs/product-rules.md#payment-cache. */
  maxAge?: number;
  /** Call even when the stored result is fresh. */
  force?: boolean;
  /** Also store the failure answer's data (docs/product-rules.md#payments: failed e-pay processing). */
  keepPayload?: boolean;
  /** Store the result as a valtio ref: large read-only data is then not deeply proxied. */
  asRef?: boolean;
  /**
   * A refresh behind data already shown (the same read in another language): the state keeps its
   * result while it runs (only inProgress is set) and if it fails, so the screen shows no error
   * over data that is still good (docs/product-rules.md#request-cycle). Without data it is an
   * ordinary run.
   */
  background?: boolean;
  now?: () => number;
}

/** Cache lifetimes; the spec says these are cached by timestamp but not for how long (ours). */
export const CACHE_MAX_AGE = {
  paymentOptions: 5 * 60_000,
  companies: 24 * 60 * 60_000,
} as const;

export function isFresh(state: RequestState<unknown>, maxAge: number, now: number): boolean {
  return state.success === true && state.timestamp > 0 && now - state.timestamp < maxAge;
}

interface Run {
  id: number;
  promise?: Promise<RequestOutcome<unknown>>;
}

// Latest run per state object: a slower, older run never overwrites a newer one.
const runs = new WeakMap<object, Run>();
let nextRunId = 0;

function failureOf(error: unknown): { message: string; code: number; payload: unknown } {
  if (!(error instanceof ApiError)) return { message: GENERIC_ERROR_MESSAGE, code: 400, payload: null };
  const body = error.payload;
  const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: unknown }).data : body;
  return { message: error.message, code: error.code, payload: data ?? null };
}

function stored<T>(data: T, asRef: boolean | undefined): T {
  return asRef && typeof data === 'object' && data !== null ? (ref(data) as T) : data;
}

/** Whether `outcome` (what runRequest returned) is still the latest run of `state`: no later run replaced it. */
export function isLatestRun(state: object, outcome: Promise<unknown>): boolean {
  return runs.get(state)?.promise === outcome;
}

/** Keys of a slice that hold a RequestState. */
export type RequestKey<S> = { [P in keyof S]: S[P] extends RequestState<unknown> ? P : never }[keyof S];
/** The data type of a slice's RequestState under a key. */
export type RequestData<S, K extends keyof S> = S[K] extends RequestState<infer T> ? T : never;

/**
 * Runs `fn` through the cycle, storing its steps in `slice[key]`. Resolves to the outcome
 * (never rejects), so a screen can also act on it directly.
 */
export function runRequest<S extends object, K extends RequestKey<S>>(
  slice: S,
  key: K,
  fn: () => Promise<RequestData<S, K>>,
  options: RunOptions = {},
): Promise<RequestOutcome<RequestData<S, K>>> {
  type T = RequestData<S, K>;
  const state = slice[key] as RequestState<T>;
  const now = options.now ?? Date.now;
  const cached = options.maxAge !== undefined && !options.force;
  if (cached && isFresh(state, options.maxAge as number, now())) {
    return Promise.resolve({ ok: true, data: state.data as T, fromCache: true });
  }
  // A cached read joins the one in flight instead of asking twice.
  const running = runs.get(state);
  if (cached && running?.promise && state.inProgress) return running.promise as Promise<RequestOutcome<T>>;

  const id = ++nextRunId;
  const background = options.background === true && state.data !== null && state.success === true;
  state.inProgress = true;
  if (!background) {
    state.success = null;
    state.message = null;
    state.code = null;
    state.payload = null;
    state.timestamp = 0;
  }

  // Registered before fn runs, so even a synchronous throw finds itself the latest run.
  const run: Run = { id };
  runs.set(state, run);
  const isLatest = () => runs.get(state) === run;
  const promise = (async (): Promise<RequestOutcome<T>> => {
    try {
      const data = await fn();
      if (isLatest()) {
        state.data = stored(data, options.asRef);
        state.success = true;
        state.timestamp = now();
        state.inProgress = false;
      }
      return { ok: true, data, fromCache: false };
    } catch (error) {
      const failure = failureOf(error);
      if (isLatest() && background) state.inProgress = false;
      else if (isLatest()) {
        state.success = false;
        state.message = failure.message;
        state.code = failure.code;
        state.payload = options.keepPayload ? failure.payload : null;
        state.timestamp = 0;
        state.inProgress = false;
      }
      return { ok: false, ...failure, payload: options.keepPayload ? failure.payload : null };
    }
  })();
  run.promise = promise as Promise<RequestOutcome<unknown>>;
  return promise;
}
