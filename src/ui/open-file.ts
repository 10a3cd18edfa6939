// Opening a file an answer names by url (a document, an inventory receipt or photo). A file of the
// API needs the bearer token, which a link cannot send (docs/adr/0074-files-fetched-with-the-token.md):
// the tab is opened at the tap, while the tap still lets the page open one (a window opened after
// an await is a popup the browser blocks), the file is fetched with the token into a Blob
// (src/api/fetch-file.ts), and the tab is sent to its object url. Where no tab could be opened (a
// popup blocker, an installed app that refuses one) the file is saved instead, and so is a file
// whose type a tab would run rather than show: an object url is of the app's origin, so only a PDF
// or a picture is shown there, never an SVG or HTML file. A url elsewhere (a back end's own
// pre-signed link) opens as a plain link, with no token.
import { api } from '../api/api.ts';
import { ApiError } from '../api/api-error.ts';
import { fetchFile, fileNameOf } from '../api/fetch-file.ts';
import { safeFileUrl } from './file-src.ts';
import { OBJECT_URL_LIFETIME_MS, saveBlob } from './save-file.ts';

/** Types a tab shows without running anything of the file. */
const SHOWN_IN_A_TAB = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** Whether a file of this type opens in a tab of the app's origin (else it is saved). */
export function showsInTab(type: string): boolean {
  return SHOWN_IN_A_TAB.has(type.split(';')[0]?.trim().toLowerCase() ?? '');
}

export type OpenFileOutcome = { ok: true } | { ok: false; message: string | null };

/** Opens the file at `url` in a new tab (saves it as `fileName` when no tab can be opened). */
export async function openFile(url: string, fileName: string): Promise<OpenFileOutcome> {
  if (fileNameOf(api(), url) === undefined) {
    const plain = safeFileUrl(url);
    if (!plain) return { ok: false, message: null };
    window.open(plain, '_blank', 'noopener');
    return { ok: true };
  }
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchFile(api(), url);
    if (!tab || tab.closed || !showsInTab(blob.type)) {
      tab?.close();
      saveBlob(blob, fileName);
      return { ok: true };
    }
    const href = URL.createObjectURL(blob);
    // The file's tab does not keep a handle on the app.
    tab.opener = null;
    tab.location.replace(href);
    setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
    return { ok: true };
  } catch (error) {
    tab?.close();
    return { ok: false, message: error instanceof ApiError ? error.message : null };
  }
}
