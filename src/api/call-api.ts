// Typed calls over the one client: `callApi(client, 'documents.getPolicyDetails', { id })`.
// The table gives method, path and access (through src/api/generated/call-routes.ts, its run-time
// part, so the app does not ship the table's notes); the request fields become the id segment
// (for a trailing `{param}`), query pairs (GET, DELETE) or the JSON body (POST, PUT).
import type { ApiClient, ApiRequest, QueryValue } from './api-client.ts';
import type { CallName, HttpMethod } from './call-table.ts';
import type { ApiCalls } from './generated/api-types.ts';
import { callRoutes } from './generated/call-routes.ts';
import { checkedAnswer, responseValidator } from './response-contract.ts';

// Every call of the table has generated types and vice versa (a missing one fails here).
type Missing = Exclude<CallName, keyof ApiCalls> | Exclude<keyof ApiCalls, CallName>;
const everyCallTyped: [Missing] extends [never] ? true : Missing = true;
void everyCallTyped;

export type CallRequest<N extends CallName> = ApiCalls[N]['request'];
export type CallResponse<N extends CallName> = ApiCalls[N]['response'];

const BODY_METHODS = new Set<HttpMethod>(['POST', 'PUT']);

interface CallOptions {
  page?: number;
  limit?: number;
}

function asQuery(fields: Record<string, unknown>): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(fields)) {
    query[key] = typeof value === 'object' && value !== null ? JSON.stringify(value) : (value as QueryValue);
  }
  return query;
}

/** The client request a call turns into (exported for tests and the docs). */
export function toApiRequest<N extends CallName>(name: N, params: CallRequest<N>, options: CallOptions = {}): ApiRequest {
  const call = callRoutes[name];
  if (!call) throw new Error(`Unknown API call "${name}"`);
  if (call.body === 'multipart') throw new Error(`"${name}" is a file upload: send it with uploadFile (src/api/upload-file.ts)`);
  if (call.answer === 'file') throw new Error(`"${name}" answers a file: fetch it with fetchFile or fetchCallFile (src/api/fetch-file.ts)`);
  return requestOf(name, params, options);
}

/** The request of any call, a file answer's included (fetch-file.ts adds its answer type). */
export function requestOf<N extends CallName>(name: N, params: CallRequest<N>, options: CallOptions = {}): ApiRequest {
  const call = callRoutes[name];
  const idParam = call.idParam;
  const fields: Record<string, unknown> = { ...(params as object) };
  let id: string | undefined;
  if (idParam) {
    id = String(fields[idParam] ?? '');
    delete fields[idParam];
  }
  const method: HttpMethod = call.method;
  const sendsBody = BODY_METHODS.has(method);
  return {
    method,
    path: call.path,
    ...(id !== undefined ? { id } : {}),
    ...(sendsBody ? { body: fields } : { query: asQuery(fields) }),
    ...(options.page !== undefined ? { page: options.page } : {}),
    ...(options.limit !== undefined ? { limit: options.limit } : {}),
    ...(call.access === 'anonymous' ? { anonymous: true } : {}),
    ...(call.host ? { host: call.host, responseType: 'text' as const } : {}),
  };
}

/** Sends call `name`; an answer off its response schema rejects like a failed call (response-contract.ts). */
export async function callApi<N extends CallName>(client: ApiClient, name: N, params: CallRequest<N>, options?: CallOptions): Promise<CallResponse<N>> {
  const validator = responseValidator(name);
  const answer = await client.request<CallResponse<N>>(toApiRequest(name, params, options));
  return checkedAnswer(name, answer, await validator);
}
