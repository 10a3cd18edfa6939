// Opening a file of the API: the tab is opened at the tap, then sent to an object url of the file
// fetched with the token; a file a tab would run (SVG) is saved instead, as is one when no tab
// could be opened; a failure closes the tab and gives the API's message.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api.ts';
import { openFile, showsInTab } from './open-file.ts';

interface FakeTab {
  closed: boolean;
  opener: unknown;
  location: { replace: ReturnType<typeof vi.fn> };
  close: ReturnType<typeof vi.fn>;
}

let answer: () => Response;
let sent: { url: string; authorization: string | null }[];
let tab: FakeTab | null;
let open: ReturnType<typeof vi.spyOn>;
let clicked: { href: string; download: string }[];

beforeEach(() => {
  sent = [];
  clicked = [];
  configureApi({
    base: 'https://api.example.ca/v2',
    brokerId: 'maplecrest',
    language: () => 'en',
    token: () => 'token-1',
    fetch: async (input, init) => {
      sent.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
      return answer();
    },
  });
  tab = { closed: false, opener: window, location: { replace: vi.fn() }, close: vi.fn() };
  open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:https://maplecrest.app.example.ca/${++made}`);
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

const file = (type: string) => () => new Response('bytes', { headers: { 'Content-Type': type } });

describe('openFile', () => {
  it('opens the tab at once, then sends it to the file fetched with the token', async () => {
    answer = file('application/pdf');
    const opening = openFile('https://api.example.ca/v2/files/renewal.pdf', 'renewal.pdf');
    // Before any await: still within the tap.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await opening).toEqual({ ok: true });
    expect(sent).toEqual([{ url: 'https://api.example.ca/v2/files/renewal.pdf?broker=maplecrest', authorization: 'Bearer token-1' }]);
    expect(tab?.opener).toBeNull();
    expect(tab?.location.replace).toHaveBeenCalledWith('blob:https://maplecrest.app.example.ca/1');
    expect(clicked).toEqual([]);
  });

  it('saves a file a tab would run rather than show (an SVG), and closes the tab', async () => {
    answer = file('image/svg+xml');
    expect(await openFile('https://api.example.ca/v2/files/tv.svg', 'tv.svg')).toEqual({ ok: true });
    expect(tab?.location.replace).not.toHaveBeenCalled();
    expect(tab?.close).toHaveBeenCalled();
    expect(clicked).toEqual([{ href: 'blob:https://maplecrest.app.example.ca/1', download: 'tv.svg' }]);
  });

  it('saves the file when no tab could be opened', async () => {
    answer = file('application/pdf');
    tab = null;
    expect(await openFile('/v2/files/renewal.pdf', 'renewal.pdf')).toEqual({ ok: true });
    expect(clicked).toEqual([{ href: 'blob:https://maplecrest.app.example.ca/1', download: 'renewal.pdf' }]);
  });

  it('closes the tab and gives the API’s message when the file cannot come', async () => {
    answer = () => Response.json({ data: { error: { message: 'No such file.' }, code: 404 } }, { status: 404 });
    expect(await openFile('https://api.example.ca/v2/files/gone.pdf', 'gone.pdf')).toEqual({ ok: false, message: 'No such file.' });
    expect(tab?.close).toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });

  it('opens a url elsewhere as a plain link, with no token, and refuses one the URL rule refuses', async () => {
    expect(await openFile('https://files.example.net/signed/a.pdf?sig=1', 'a.pdf')).toEqual({ ok: true });
    expect(open).toHaveBeenCalledWith('https://files.example.net/signed/a.pdf?sig=1', '_blank', 'noopener');
    expect(await openFile('javascript:alert(1)', 'a.pdf')).toEqual({ ok: false, message: null });
    expect(sent).toEqual([]);
  });
});

describe('showsInTab', () => {
  it('shows PDFs and pictures, never a type that runs', () => {
    expect(['application/pdf', 'image/jpeg', 'IMAGE/PNG', 'image/webp; q=1'].map(showsInTab)).toEqual([true, true, true, true]);
    expect(['image/svg+xml', 'text/html', 'application/xhtml+xml', 'application/octet-stream', ''].map(showsInTab)).toEqual([false, false, false, false, false]);
  });
});
