// A typed API call through the request cycle: `runCall(slice, key, name, request)` is
// `runRequest(slice, key, () => callApi(api(), name, request))`, with the slice key checked
// against the call's response type. Framework-free: event handlers use it directly, screens
// through useCall (use-call.ts).
import { api } from '../api/api.ts';
import { callApi, type CallRequest, type CallResponse } from '../api/call-api.ts';
import type { CallName } from '../api/call-table.ts';
import { runRequest, type RequestData, type RequestKey, type RequestOutcome, type RequestState, type RunOptions } from './request-cycle.ts';

/** Keys of a slice whose RequestState can hold the answer of call N. */
export type CallKey<S, N extends CallName> = {
  [P in keyof S]: S[P] extends RequestState<infer T> ? ([CallResponse<N>] extends [T] ? P : never) : never;
}[keyof S];

export interface RunCallOptions extends Omit<RunOptions, 'now'> {
  /** Page and page size (docs/product-rules.md#api-client), sent as query parameters. */
  page?: number;
  limit?: number;
  now?: () => number;
}

/** The run options of the request cycle out of the call's options (paging goes to the client). */
function runOptionsOf(options: RunCallOptions): RunOptions {
  const { page: _page, limit: _limit, ...run } = options;
  return run;
}

/**
 * Runs call `name` with `request` through the request cycle, storing its steps in `slice[key]`.
 * Never rejects: resolves to the outcome, as runRequest does.
 */
export function runCall<S extends object, N extends CallName, K extends CallKey<S, N> & RequestKey<S>>(
  slice: S,
  key: K,
  name: N,
  request: CallRequest<N>,
  options: RunCallOptions = {},
): Promise<RequestOutcome<RequestData<S, K>>> {
  const paging = { ...(options.page !== undefined ? { page: options.page } : {}), ...(options.limit !== undefined ? { limit: options.limit } : {}) };
  // The request is typed (CallRequest<N>); CallKey guarantees the answer fits slice[key], which
  // TypeScript cannot relate to RequestData<S, K>, so only the answer's type is asserted.
  const call = (): Promise<RequestData<S, K>> => callApi(api(), name, request, paging) as Promise<CallResponse<N> & RequestData<S, K>>;
  return runRequest(slice, key, call, runOptionsOf(options));
}

/** What makes two runs of a call the same request: its name, request and paging. */
export function callIdentity(name: CallName, request: unknown, options: RunCallOptions = {}): string {
  return requestIdentity([name, request, options.page, options.limit]);
}

/** A stable text of a request's value (keys sorted), so `{ a, b }` and `{ b, a }` are one request. */
export function requestIdentity(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : field,
  ) ?? '';
}
