// File uploads (the calls marked `body: 'multipart'` in src/api/call-table.ts): one file sent as
// multipart/form-data through the one API client — its base url and broker parameter, its headers,
// its token renew after a 401 and its errors (docs/product-rules.md#error-extraction) — but over XMLHttpRequest, whose upload
// events give the true byte progress that fetch cannot. The request's fields go as text parts,
// then the file as the part `file` with its file name; the answer is unwrapped from `data` like
// every other call's. Where there is no XMLHttpRequest (Node, a worker) the client's fetch sends
// the same body, with progress only at the start and the end.
import { answerOf, buildHeaders, buildUrl, parseBodyText, type ApiClient } from './api-client.ts';
import { networkError } from './api-error.ts';
import type { CallRequest, CallResponse } from './call-api.ts';
import type { MultipartCallName } from './call-table.ts';
import { checkedAnswer, responseValidator } from './response-contract.ts';
import { callRoutes } from './generated/call-routes.ts';

export interface UploadOptions {
  /** Share of the request's bytes sent so far, 0 to 1 (starts again at 0 if a 401 makes it resend). */
  onProgress?: (fraction: number) => void;
  /** Aborting stops the upload; the promise rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
  /** Tests pass a fake; the page's XMLHttpRequest otherwise (the client's fetch where there is none). */
  createXhr?: () => XMLHttpRequest;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted.', 'AbortError');
}

/** The multipart body: every field but the file as text, then the file part with its name. */
export function multipartBody(request: object): FormData {
  const form = new FormData();
  let file: Blob | undefined;
  let name: string | undefined;
  for (const [key, value] of Object.entries(request)) {
    if (key === 'name' && typeof value === 'string' && value !== '') name = value;
    if (value instanceof Blob) file = value;
    else if (value !== undefined && value !== null) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (!file) throw new Error('An upload needs its file (the request field `file`)');
  form.append('file', file, name ?? (file instanceof File ? file.name : 'file'));
  return form;
}

/** Sends one file with the call `name` (a multipart call of the table); resolves to its answer. */
export function uploadFile<N extends MultipartCallName>(client: ApiClient, name: N, request: CallRequest<N>, options: UploadOptions = {}): Promise<CallResponse<N>> {
  const route = callRoutes[name];
  if (route?.body !== 'multipart') return Promise.reject(new Error(`"${name}" is not a file upload`));
  const { config } = client;
  const url = buildUrl(config.base, config.brokerId, { path: route.path });
  const body = multipartBody(request);
  const { signal, onProgress } = options;
  const createXhr = options.createXhr ?? (typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : undefined);

  const viaFetch = async (token: string | undefined): Promise<CallResponse<N>> => {
    const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    onProgress?.(0);
    let response: Response;
    try {
      response = await doFetch(url, { method: route.method, headers: buildHeaders(config, false, token ?? null), body, credentials: 'same-origin', signal: signal ?? null });
    } catch (cause) {
      if (signal?.aborted) throw abortReason(signal);
      throw networkError(cause);
    }
    const answer = answerOf<CallResponse<N>>(response.status, parseBodyText(await response.text()));
    onProgress?.(1);
    return answer;
  };

  const attempt = (token: string | undefined) =>
    new Promise<CallResponse<N>>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = (createXhr as () => XMLHttpRequest)();
      const onAbort = () => xhr.abort();
      let settled = false;
      const settle = (finish: () => void) => {
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        finish();
      };
      xhr.open(route.method, url);
      // No Content-Type: the browser writes multipart/form-data with its boundary.
      for (const [header, value] of Object.entries(buildHeaders(config, false, token ?? null))) xhr.setRequestHeader(header, value);
      xhr.responseType = 'text';
      xhr.upload.onprogress = (event) => {
        // A late event (some environments dispatch them after the answer) changes nothing.
        if (!settled && event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
      };
      xhr.onload = () =>
        settle(() => {
          try {
            resolve(answerOf<CallResponse<N>>(xhr.status, parseBodyText(typeof xhr.responseText === 'string' ? xhr.responseText : '')));
          } catch (error) {
            reject(error);
          }
        });
      xhr.onerror = () => settle(() => reject(networkError(new Error(`Upload to ${route.path} failed`))));
      xhr.ontimeout = () => settle(() => reject(networkError(new Error(`Upload to ${route.path} timed out`))));
      xhr.onabort = () => settle(() => reject(signal ? abortReason(signal) : new DOMException('The upload was aborted.', 'AbortError')));
      signal?.addEventListener('abort', onAbort, { once: true });
      onProgress?.(0);
      xhr.send(body);
    });

  const validator = responseValidator(name);
  return client.withSession(createXhr ? attempt : viaFetch, route.access === 'anonymous').then(async (answer) => checkedAnswer(name, answer, await validator));
}
