// uploadFile over a fake XMLHttpRequest: the multipart body and the client's url and headers, true
// byte progress from upload events, the one shared token renew after a 401, docs/product-rules.md#error-extraction errors, abort,
// and the fetch fallback where there is no XMLHttpRequest.
import { describe, expect, it, vi } from 'vitest';
import { APP_VERSION, createApiClient, type ApiClientConfig } from './api-client.ts';
import { ApiError, GENERIC_ERROR_MESSAGE } from './api-error.ts';
import { toApiRequest } from './call-api.ts';
import { multipartBody, uploadFile } from './upload-file.ts';

type Listener = ((event: ProgressEvent) => void) | null;

/** Just what uploadFile uses of XMLHttpRequest; the test answers each request. */
class FakeXhr {
  static made: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.made.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const BASE = 'https://api.example.test/v2';
const file = () => new File([new Uint8Array(2048)], 'licence front.jpg', { type: 'image/jpeg' });
const request = () => ({ name: 'licence front.jpg', type: 'image/jpeg' as const, size: 2048, file: file() });
const stored = { id: 'lic-1', name: 'licence front.jpg', size: 2048, type: 'image/jpeg' };

function setup(overrides: Partial<ApiClientConfig> = {}) {
  FakeXhr.made = [];
  const session = { token: 'old-token' as string | undefined };
  const renewed: string[] = [];
  const failed: ApiError[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    if (String(input).includes('/tokens/renew')) return new Response(JSON.stringify({ data: { token: 'new-token' } }), { status: 200 });
    return new Response('{}', { status: 404 });
  });
  const client = createApiClient({
    base: BASE,
    brokerId: 'lakeshore',
    language: () => 'fr',
    selectedLanguage: () => 'fr',
    token: () => session.token,
    onTokenRenewed: (token) => {
      session.token = token;
      renewed.push(token);
    },
    onRenewFailed: (error) => failed.push(error),
    fetch,
    ...overrides,
  });
  const createXhr = () => new FakeXhr() as unknown as XMLHttpRequest;
  return { client, session, renewed, failed, fetch, createXhr };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadFile', () => {
  it('sends the fields and the file as multipart/form-data to the call path, with the client’s headers and broker', async () => {
    const { client, createXhr } = setup();
    const done = uploadFile(client, 'claims.uploadLicenceFile', request(), { createXhr });
    const xhr = FakeXhr.made[0] as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${BASE}/claims/licenceFile?broker=lakeshore`);
    expect(xhr.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'fr', 'Selected-Language': 'fr', Version: APP_VERSION, Authorization: 'Bearer old-token' });
    // The browser writes the multipart Content-Type with its boundary.
    expect(Object.keys(xhr.headers)).not.toContain('Content-Type');
    const body = xhr.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['name', 'type', 'size', 'file']);
    expect(body.get('size')).toBe('2048');
    const part = body.get('file') as File;
    expect(part.name).toBe('licence front.jpg');
    expect(part.size).toBe(2048);
    xhr.respond(200, { data: stored });
    expect(await done).toEqual(stored);
  });

  it('reports the share of bytes sent from the upload events', async () => {
    const { client, createXhr } = setup();
    const progress: number[] = [];
    const done = uploadFile(client, 'claims.uploadLicenceFile', { name: 'a.pdf', type: 'application/pdf', size: 2048, file: file() }, { createXhr, onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.made[0] as FakeXhr;
    xhr.progress(512, 2200);
    xhr.progress(100, 0, false); // no total known: nothing to report
    xhr.progress(1650, 2200);
    xhr.progress(2200, 2200);
    // An answer that keeps the call's response schema (a stored file).
    xhr.respond(200, { data: { id: 'lic-1', name: 'a.pdf', size: 2048, type: 'application/pdf' } });
    xhr.progress(1000, 2200); // after the answer: ignored
    await done;
    expect(progress).toEqual([0, 512 / 2200, 1650 / 2200, 1]);
  });

  it('rejects an answer whose core is off the response schema like a failed upload', async () => {
    const { client, createXhr } = setup();
    const done = uploadFile(client, 'claims.uploadPicture', { name: 'p.jpg', type: 'image/jpeg', size: 2048, file: file() }, { createXhr });
    (FakeXhr.made[0] as FakeXhr).respond(200, { data: { id: 'pic-1' } });
    await expect(done).rejects.toMatchObject({ kind: 'contract', payload: { call: 'claims.uploadPicture', pointer: '/name' } });
  });

  it('after a 401 renews the token once and sends the file again with the new one', async () => {
    const { client, createXhr, renewed, fetch } = setup();
    const progress: number[] = [];
    const done = uploadFile(client, 'claims.uploadPicture', { name: 'p.jpg', type: 'image/jpeg', size: 2048, file: file() }, { createXhr, onProgress: (fraction) => progress.push(fraction) });
    const first = FakeXhr.made[0] as FakeXhr;
    first.progress(2200, 2200);
    first.respond(401, { data: { error: { message: 'Expired' }, code: 401 } });
    await vi.waitFor(() => expect(FakeXhr.made).toHaveLength(2));
    const second = FakeXhr.made[1] as FakeXhr;
    expect(second.headers.Authorization).toBe('Bearer new-token');
    expect((second.body as FormData).get('file')).toBeInstanceOf(Blob);
    second.progress(1100, 2200);
    second.respond(200, { data: stored });
    expect(await done).toEqual(stored);
    expect(renewed).toEqual(['new-token']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${BASE}/tokens/renew?broker=lakeshore`);
    // The resend starts again from 0: the bytes go once more.
    expect(progress).toEqual([0, 1, 0, 0.5]);
  });

  it('a 401 after the renew is final, and a failed renew is reported once', async () => {
    const { client, createXhr, failed } = setup({
      fetch: vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: { error: { message: 'No' }, code: 401 } }), { status: 401 })),
    });
    const done = uploadFile(client, 'claims.uploadPicture', { name: 'p.jpg', type: 'image/jpeg', size: 2048, file: file() }, { createXhr });
    (FakeXhr.made[0] as FakeXhr).respond(401, { data: { error: { message: 'Expired' }, code: 401 } });
    await expect(done).rejects.toMatchObject({ status: 401, kind: 'http' });
    expect(failed).toHaveLength(1);
    expect(FakeXhr.made).toHaveLength(1);
  });

  it('maps errors as every call does (docs/product-rules.md#error-extraction)', async () => {
    const { client, createXhr } = setup();
    const send = () => uploadFile(client, 'documents.upload', { name: 'a.pdf', type: 'application/pdf', size: 2048, file: file() }, { createXhr });

    const refused = send();
    (FakeXhr.made.at(-1) as FakeXhr).respond(415, { data: { error: { message: 'File type not allowed' }, code: 415 } });
    await expect(refused).rejects.toMatchObject({ name: 'ApiError', message: 'File type not allowed', status: 415, code: 415, severity: 'high', kind: 'http' });

    const offline = send();
    (FakeXhr.made.at(-1) as FakeXhr).onerror?.();
    await expect(offline).rejects.toMatchObject({ kind: 'network', severity: 'low', status: 0, message: 'Something went wrong, please try again.' });

    const timedOut = send();
    (FakeXhr.made.at(-1) as FakeXhr).ontimeout?.();
    await expect(timedOut).rejects.toMatchObject({ kind: 'network' });

    const malformed = send();
    (FakeXhr.made.at(-1) as FakeXhr).respond(200, 'not json');
    await expect(malformed).rejects.toMatchObject({ kind: 'parse', message: GENERIC_ERROR_MESSAGE, payload: { problem: 'Malformed response: no data' } });

    const serverDown = send();
    (FakeXhr.made.at(-1) as FakeXhr).respond(502, '');
    await expect(serverDown).rejects.toMatchObject({ status: 502, message: 'Something went wrong, please try again.' });
  });

  it('stops when its signal aborts, and sends nothing when aborted already', async () => {
    const { client, createXhr } = setup();
    const controller = new AbortController();
    const done = uploadFile(client, 'documents.upload', { name: 'a.pdf', type: 'application/pdf', size: 2048, file: file() }, { createXhr, signal: controller.signal });
    const xhr = FakeXhr.made[0] as FakeXhr;
    xhr.progress(100, 2200);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);

    await expect(uploadFile(client, 'documents.upload', { name: 'a.pdf', type: 'application/pdf', size: 2048, file: file() }, { createXhr, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.made).toHaveLength(1);
  });

  it('sends no bearer for a visitor (nothing to renew on a 401)', async () => {
    const { client, createXhr, session, fetch } = setup();
    session.token = undefined;
    const done = uploadFile(client, 'documents.upload', { name: 'a.pdf', type: 'application/pdf', size: 2048, file: file() }, { createXhr });
    const xhr = FakeXhr.made[0] as FakeXhr;
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.respond(401, { data: { error: { message: 'Your session has expired. Please log in again.' }, code: 401 } });
    await expect(done).rejects.toBeInstanceOf(ApiError);
    await flush();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to the client’s fetch where there is no XMLHttpRequest', async () => {
    expect(typeof XMLHttpRequest).toBe('undefined'); // Node
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify({ data: stored }), { status: 200 }));
    const { client } = setup({ fetch });
    const progress: number[] = [];
    expect(await uploadFile(client, 'claims.uploadLicenceFile', request(), { onProgress: (fraction) => progress.push(fraction) })).toEqual(stored);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${BASE}/claims/licenceFile?broker=lakeshore`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(new Headers(init?.headers).get('content-type')).toBeNull();
    expect(progress).toEqual([0, 1]);
  });

  it('is only for the calls marked multipart, which callApi refuses', async () => {
    const { client, createXhr } = setup();
    await expect(uploadFile(client, 'documents.getEdocs' as never, {} as never, { createXhr })).rejects.toThrow('not a file upload');
    expect(() => toApiRequest('documents.upload', request() as never)).toThrow('send it with uploadFile');
  });

  it('names the file part after the request’s name and needs a file', () => {
    const body = multipartBody({ name: 'renamed.pdf', size: 3, file: new Blob(['abc']) });
    expect((body.get('file') as File).name).toBe('renamed.pdf');
    expect(() => multipartBody({ name: 'a.pdf' })).toThrow('needs its file');
  });
});
