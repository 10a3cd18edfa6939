// Showing a file an answer names by url as an image (an inventory photo, a belonging's thumbnail).
// An <img> cannot send the bearer token a file of the API needs
// (docs/adr/0074-files-fetched-with-the-token.md): the file is fetched with it into a Blob
// (src/api/fetch-file.ts) and shown from an object url, revoked when no longer shown. A url
// elsewhere (a back end's own pre-signed link) is shown as it is when the URL rule takes it.
import { useEffect, useState } from 'react';
import { api } from '../api/api.ts';
import { fetchFile, fileNameOf } from '../api/fetch-file.ts';
import { safeUrl } from '../paths/safe-url.ts';

/** A file's address when the page may show it as it is: this site's, or https (no plain http). */
export function safeFileUrl(url: string | undefined): string | undefined {
  const safe = safeUrl(url, { kind: 'web' });
  return safe && !safe.startsWith('http:') ? safe : undefined;
}

/** Whether `url` is a file of the API, fetched with the token. */
export function isApiFile(url: string | undefined): url is string {
  return fileNameOf(api(), url) !== undefined;
}

// Files fetched lately, by token and url: a photo shown on the room and again on its item is
// asked for once. A later token (another user, a renew) asks again.
const recent = new Map<string, Promise<Blob>>();
const RECENT_FILES = 60;

function recentFile(url: string): Promise<Blob> {
  const client = api();
  const key = `${client.config.token?.() ?? ''} ${url}`;
  let file = recent.get(key);
  if (!file) {
    file = fetchFile(client, url);
    recent.set(key, file);
    file.catch(() => recent.delete(key));
    if (recent.size > RECENT_FILES) recent.delete(recent.keys().next().value as string);
  }
  return file;
}

/**
 * What an <img> shows for the file at `url`: an object url of the API's file once fetched
 * (undefined until then, and if it cannot be), the url itself when it is elsewhere and safe.
 */
export function useFileSrc(url: string | undefined): string | undefined {
  const ownFile = isApiFile(url);
  const [shown, setShown] = useState<{ url: string; src: string } | undefined>();
  useEffect(() => {
    if (!ownFile || typeof URL.createObjectURL !== 'function') return undefined;
    let live = true;
    let made: string | undefined;
    recentFile(url).then(
      (blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setShown({ url, src: made });
      },
      () => undefined, // no picture: the placeholder stays
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [url, ownFile]);
  if (!ownFile) return safeFileUrl(url);
  return shown?.url === url ? shown.src : undefined;
}
