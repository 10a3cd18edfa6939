// The one API client (docs/product-rules.md#api-client): headers, broker parameter, id segment, query pairs only when
// non-empty, page and limit, responses unwrapped to `data`, errors extracted per docs/product-rules.md#error-extraction, and on a
// 401 for a signed-in request one shared token renew then one retry. It holds no app state: the
// token, its storage and what a failed renew means (log out) come in through the config.
import { ApiError, badUrlError, extractApiError, GENERIC_ERROR_MESSAGE, networkError } from './api-error.ts';
import { createTokenRenewer } from './token-renewer.ts';
import { isBearerToken } from './bearer-token.ts';

export const APP_VERSION = '2.1.1';
export const RENEW_PATH = '/tokens/renew';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  id?: string | number;
  query?: Record<string, QueryValue>;
  page?: number;
  limit?: number;
  body?: unknown;
  /** Send no bearer token (login calls): a stale token must neither be sent nor be renewed. */
  anonymous?: boolean;
  /** `assets`: the static asset host (config.assetBase), e.g. the branding stylesheet. */
  host?: 'api' | 'assets';
  /**
   * `text`: the answer is plain text (CSS), returned as is instead of unwrapping `data`; `blob`: a
   * file's bytes (src/api/fetch-file.ts), returned as a Blob of the answer's Content-Type.
   */
  responseType?: 'json' | 'text' | 'blob';
}

export interface ApiClientConfig {
  /** Base url, e.g. '/api' (fixture backend) or 'https://api.example.com/v2'. */
  base: string;
  /** Static asset host for calls with `host: 'assets'`; the API base when not set. */
  assetBase?: string;
  brokerId: string;
  /** Current UI language for Accept-Language. */
  language: () => string;
  /** Language the visitor picked, sent as Selected-Language when set. */
  selectedLanguage?: () => string | undefined;
  /** Bearer token when signed in. */
  token?: () => string | undefined;
  /** A renew succeeded: store the new token (the app writes its cookie). */
  onTokenRenewed?: (token: string) => void;
  /** A renew failed (401, 500, network…): the app logs the user out. */
  onRenewFailed?: (error: ApiError) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  /**
   * The session rule of `request` for another transport (uploads, src/api/upload-file.ts): runs
   * `send` with the bearer token (none when anonymous) and, after a 401 of a signed-in round trip,
   * the one shared token renew then one final retry with the new token.
   */
  withSession<T>(send: (token: string | undefined) => Promise<T>, anonymous?: boolean): Promise<T>;
  /** Where `request` goes (its host, path and query), for what the page loads itself: a <link>. */
  url(request: ApiRequest): string;
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

/** Request headers; `token` defaults to the config's current token, `null` sends none. */
export function buildHeaders(config: ApiClientConfig, hasBody: boolean, token: string | null | undefined = config.token?.()): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': config.language(),
    Version: APP_VERSION,
  };
  const selected = config.selectedLanguage?.();
  if (selected) headers['Selected-Language'] = selected;
  // A token no header can carry would make fetch throw before the call leaves: it is not sent.
  if (isBearerToken(token)) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** A response body as text: JSON when it parses, else the text itself; undefined when empty. */
export function parseBodyText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a call answers: an ApiError for a non-2xx status, else the text or the unwrapped `data`. */
export function answerOf<T>(status: number, body: unknown, responseType: ApiRequest['responseType'] = 'json'): T {
  if (status < 200 || status > 299) throw extractApiError(status, body);
  if (responseType === 'text') return (typeof body === 'string' ? body : JSON.stringify(body ?? '')) as T;
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: T }).data;
  // The user reads the generic text; what was wrong stays in the payload, for a developer.
  throw new ApiError({ message: GENERIC_ERROR_MESSAGE, code: 400, status, severity: 'high', kind: 'parse', payload: { problem: 'Malformed response: no data', answer: body } });
}

function isUnauthorized(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'http' && error.status === 401;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  /** One round trip with the given token (or none): no renew here. */
  const urlOf = (request: ApiRequest) => buildUrl(request.host === 'assets' ? (config.assetBase ?? config.base) : config.base, config.brokerId, request);

  async function send<T>(request: ApiRequest, token: string | undefined): Promise<T> {
    const url = urlOf(request);
    const hasBody = request.body !== undefined;
    const file = request.responseType === 'blob';
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method ?? 'GET',
        // A file comes in its own type; a failure still answers the JSON error shape.
        headers: { ...buildHeaders(config, hasBody, token ?? null), ...(file ? { Accept: '*/*' } : {}) },
        body: hasBody ? JSON.stringify(request.body) : null,
        credentials: 'same-origin',
      });
      if (file && response.ok) return (await response.blob()) as T;
    } catch (cause) {
      throw networkError(cause);
    }
    return answerOf<T>(response.status, parseBodyText(await response.text()), request.responseType);
  }

  const renewer = createTokenRenewer({
    renew: async (expiredToken) => {
      const data = await send<unknown>({ method: 'POST', path: RENEW_PATH, body: {} }, expiredToken);
      const token = typeof data === 'object' && data !== null ? (data as { token?: unknown }).token : undefined;
      if (!isBearerToken(token)) {
        throw new ApiError({ message: GENERIC_ERROR_MESSAGE, code: 400, status: 200, severity: 'high', kind: 'parse', payload: { problem: 'Malformed response: no token', answer: data } });
      }
      return token;
    },
    onRenewed: (token) => config.onTokenRenewed?.(token),
    onFailed: (error) => config.onRenewFailed?.(error),
  });

  async function withSession<T>(attempt: (token: string | undefined) => Promise<T>, anonymous = false): Promise<T> {
    const token = anonymous ? undefined : config.token?.();
    try {
      return await attempt(token);
    } catch (error) {
      // Only a signed-in request (a token was sent) is renewed; the retry is final.
      if (!token || !isUnauthorized(error)) throw error;
      const fresh = await renewer.tokenAfter401(token, config.token?.());
      return attempt(fresh);
    }
  }

  return {
    config,
    withSession,
    url: urlOf,
    request<T>(request: ApiRequest): Promise<T> {
      return withSession((token) => send<T>(request, token), request.anonymous);
    },
  };
}
