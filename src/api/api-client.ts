// The one API client (SPEC §7): headers, broker parameter, id segment, query pairs only when
// non-empty, page and limit, responses unwrapped to `data`, errors extracted per SPEC §8.
import { ApiError, badUrlError, extractApiError, networkError } from './api-error.ts';

export const APP_VERSION = '2.1.1';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  id?: string | number;
  query?: Record<string, QueryValue>;
  page?: number;
  limit?: number;
  body?: unknown;
}

export interface ApiClientConfig {
  /** Base url, e.g. '/api' (fixture backend) or 'https://api.example.com/v2'. */
  base: string;
  brokerId: string;
  /** Current UI language for Accept-Language. */
  language: () => string;
  /** Language the visitor picked, sent as Selected-Language when set. */
  selectedLanguage?: () => string | undefined;
  /** Bearer token when signed in. */
  token?: () => string | undefined;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  readonly config: ApiClientConfig;
}

function isEmpty(value: QueryValue): boolean {
  return value === undefined || value === null || value === '';
}

/** Full url of a request; throws the bad-url error when there is no base path. */
export function buildUrl(base: string, brokerId: string, request: ApiRequest): string {
  if (!base || !base.trim()) throw badUrlError(request.path);
  const root = base.replace(/\/+$/, '');
  const segments = [request.path.replace(/^\/+/, '')];
  if (request.id !== undefined && request.id !== '') segments.push(encodeURIComponent(String(request.id)));
  const params = new URLSearchParams();
  params.set('broker', brokerId);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (!isEmpty(value)) params.append(key, String(value));
  }
  if (request.page !== undefined) params.set('page', String(request.page));
  if (request.limit !== undefined) params.set('limit', String(request.limit));
  return `${root}/${segments.join('/')}?${params.toString()}`;
}

export function buildHeaders(config: ApiClientConfig, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': config.language(),
    Version: APP_VERSION,
  };
  const selected = config.selectedLanguage?.();
  if (selected) headers['Selected-Language'] = selected;
  const token = config.token?.();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    config,
    async request<T>(request: ApiRequest): Promise<T> {
      const url = buildUrl(config.base, config.brokerId, request);
      const hasBody = request.body !== undefined;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: request.method ?? 'GET',
          headers: buildHeaders(config, hasBody),
          body: hasBody ? JSON.stringify(request.body) : null,
          credentials: 'same-origin',
        });
      } catch (cause) {
        throw networkError(cause);
      }
      const body = await parseBody(response);
      if (!response.ok) throw extractApiError(response.status, body);
      if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
      throw new ApiError({ message: 'Malformed response: no data', code: 400, status: response.status, severity: 'high', kind: 'parse', payload: body });
    },
  };
}
