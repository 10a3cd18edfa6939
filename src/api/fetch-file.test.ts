// A file an answer names by url is the files call (files.get) when the url is the API's files path:
// fetched through the one client with the bearer token (renewed once after a 401) into a Blob. The
// token never goes to a url elsewhere.
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientConfig } from './api-client.ts';
import { callApi } from './call-api.ts';
import { fetchFile, fileNameOf } from './fetch-file.ts';

interface Sent {
  url: string;
  authorization: string | null;
  accept: string | null;
}

function setup(answer: (sent: Sent) => Response, config: Partial<ApiClientConfig> = {}) {
  const sent: Sent[] = [];
  let token = 'token-1';
  const client = createApiClient({
    base: 'https://api.example.ca/v2',
    brokerId: 'maplecrest',
    language: () => 'en',
    token: () => token,
    onTokenRenewed: (fresh) => {
      token = fresh;
    },
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const request = { url: String(input), authorization: headers.get('Authorization'), accept: headers.get('Accept') };
      sent.push(request);
      return answer(request);
    },
    ...config,
  });
  return { client, sent };
}

const pdf = () => new Response('%PDF-1.7 bytes', { headers: { 'Content-Type': 'application/pdf' } });

describe('fileNameOf', () => {
  const { client } = setup(pdf);
  it.each([
    ['https://api.example.ca/v2/files/renewal%202026.pdf', 'renewal 2026.pdf'],
    ['/v2/files/tv.jpg', 'tv.jpg'],
    ['https://api.example.ca/v2/files/a.pdf?broker=maplecrest', 'a.pdf'],
  ])('%s is the file %s of the API', (url, name) => {
    expect(fileNameOf(client, url, 'https://maplecrest.app.example.ca/documents')).toBe(name);
  });

  it.each([
    ['https://files.example.net/v2/files/a.pdf'],
    ['https://api.example.ca/v2/documents/getEdocs'],
    ['https://api.example.ca/files/a.pdf'],
    ['https://api.example.ca/v2/files/'],
    ['https://api.example.ca/v2/files/a/b.pdf'],
    ['javascript:alert(1)'],
    [''],
  ])('%s is not a file of the API', (url) => {
    expect(fileNameOf(client, url, 'https://maplecrest.app.example.ca/documents')).toBeUndefined();
  });

  it('reads a relative url of the fixture backend in the page against the page', () => {
    const { client: inPage } = setup(pdf, { base: '/api' });
    expect(fileNameOf(inPage, '/api/files/AU-4821-0937-renewal-2026.pdf', 'http://maplecrest.localhost:5173/documents')).toBe('AU-4821-0937-renewal-2026.pdf');
    expect(fileNameOf(inPage, 'http://evil.example/api/files/a.pdf', 'http://maplecrest.localhost:5173/documents')).toBeUndefined();
  });
});

describe('fetchFile', () => {
  it('fetches the file with the bearer token into a Blob of its type', async () => {
    const { client, sent } = setup(pdf);
    const file = await fetchFile(client, 'https://api.example.ca/v2/files/renewal%202026.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.7 bytes');
    expect(sent).toEqual([{ url: 'https://api.example.ca/v2/files/renewal%202026.pdf?broker=maplecrest', authorization: 'Bearer token-1', accept: '*/*' }]);
  });

  it('renews the token once after a 401 and asks again with the new one', async () => {
    const { client, sent } = setup((request) => {
      if (request.url.includes('/tokens/renew')) return Response.json({ data: { token: 'token-2' } });
      return request.authorization === 'Bearer token-2' ? pdf() : Response.json({ data: { error: { message: 'Expired' }, code: 401 } }, { status: 401 });
    });
    expect((await fetchFile(client, '/v2/files/a.pdf')).size).toBeGreaterThan(0);
    expect(sent.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-1', 'Bearer token-2']);
  });

  it('rejects with the error the API answered', async () => {
    const { client } = setup(() => Response.json({ data: { error: { message: 'No such file.' }, code: 404 } }, { status: 404 }));
    await expect(fetchFile(client, 'https://api.example.ca/v2/files/gone.pdf')).rejects.toMatchObject({ kind: 'http', status: 404, message: 'No such file.' });
  });

  it('sends nothing, and no token, for a url that is not the API’s', async () => {
    const { client, sent } = setup(pdf);
    await expect(fetchFile(client, 'https://files.example.net/v2/files/a.pdf')).rejects.toThrow('Not a file of the API');
    expect(sent).toEqual([]);
  });

  it('is no call for callApi', async () => {
    const { client, sent } = setup(pdf);
    await expect(callApi(client, 'files.get', { name: 'a.pdf' })).rejects.toThrow('fetch it with fetchFile');
    expect(sent).toEqual([]);
  });
});
