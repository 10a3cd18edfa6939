// Cookies and local storage must work (docs/product-rules.md#storage-required), otherwise the app shows an alert and stops. In a
// cross-site widget iframe browsers may block storage while the partitioned token cookie works:
// the app then runs on storage kept in memory (or on storage the user grants through the Storage
// Access API), and 'Cookies are required' is left for browsers where neither works.

/** full: cookies and storage; cookies-only: storage blocked (a third-party iframe); none: no cookies. */
type StorageSupport = 'full' | 'cookies-only' | 'none';

function cookiesWork(doc: Document, win: Window): boolean {
  try {
    if (!win.navigator.cookieEnabled) return false;
    const probe = 'iss:probe';
    // Same attributes as the token cookie, so the probe also holds in a cross-site widget iframe.
    const attributes = 'Path=/; Secure; SameSite=None; Partitioned';
    doc.cookie = `${probe}=1; ${attributes}`;
    const works = doc.cookie.includes(`${probe}=1`);
    doc.cookie = `${probe}=; Max-Age=0; ${attributes}`;
    return works;
  } catch {
    return false;
  }
}

function storageWorks(win: Window): boolean {
  try {
    const probe = 'iss:probe';
    win.localStorage.setItem(probe, '1');
    win.localStorage.removeItem(probe);
    win.sessionStorage.setItem(probe, '1');
    win.sessionStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function storageSupport(doc: Document = document, win: Window = window): StorageSupport {
  if (!cookiesWork(doc, win)) return 'none';
  return storageWorks(win) ? 'full' : 'cookies-only';
}
