// The files the answers name by url (a document, a slip, an inventory photo or receipt) are the
// call files.get, `<API base>/files/<name>`, which a real back end serves only with the bearer
// token (docs/adr/0074-files-fetched-with-the-token.md). A link or an <img> cannot send that
// header, so the app fetches a file through the one client (its headers, broker parameter, token
// renew after a 401 and errors) into a Blob, which the page then opens or shows as an object url.
// The token goes only to the API's own files path: a url elsewhere is no file of this API.
import type { ApiClient, ApiRequest } from './api-client.ts';
import { requestOf, type CallRequest } from './call-api.ts';
import type { CallEntry } from './call-table.ts';
import { callRoutes } from './generated/call-routes.ts';

const FILES = callRoutes['files.get'];

function pageHref(): string {
  const location = (globalThis as { location?: { href?: string } }).location;
  return location?.href && location.href !== 'about:blank' ? location.href : 'http://localhost/';
}

/**
 * The files call's `name` for a url an answer gave, when the url is the API's files path (absolute,
 * or relative to the API's origin, as the fixture backend's `/api/files/x` in the page is); else
 * undefined.
 */
export function fileNameOf(client: ApiClient, url: string | undefined, page = pageHref()): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const base = new URL(`${client.config.base.replace(/\/+$/, '')}/`, page);
    const target = new URL(url.trim(), base);
    const files = `${base.pathname}${FILES.path.replace(/^\/+/, '')}/`;
    if (target.origin !== base.origin || !target.pathname.startsWith(files)) return undefined;
    const segment = target.pathname.slice(files.length);
    if (segment === '' || segment.includes('/')) return undefined;
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The files.get request for a file's name (exported for tests). */
export function fileRequest(name: string): ApiRequest {
  return { method: FILES.method, path: FILES.path, id: name, responseType: 'blob' };
}

/**
 * A file of the API, fetched with the session (bearer token, one renew after a 401) into a Blob;
 * rejects with the client's ApiError (401, 404, network…), or an Error for a url that is not one
 * of the API's files.
 */
export function fetchFile(client: ApiClient, url: string): Promise<Blob> {
  const name = fileNameOf(client, url);
  if (name === undefined) return Promise.reject(new Error(`Not a file of the API: ${url}`));
  return client.request<Blob>(fileRequest(name));
}

/** The calls that answer a file (`answer: 'file'` in the table). */
export type FileCallName = Extract<CallEntry, { answer: 'file' }>['name'];

/**
 * A call that answers a file (a wallet pass), sent with the session like any call and answered as
 * a Blob of the answer's Content-Type; rejects with the client's ApiError.
 */
export function fetchCallFile<N extends FileCallName>(client: ApiClient, name: N, params: CallRequest<N>): Promise<Blob> {
  return client.request<Blob>({ ...requestOf(name, params), responseType: 'blob' });
}
