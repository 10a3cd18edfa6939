/** Cookies and local storage must both work (SPEC §5): otherwise the app shows an alert and stops. */
export function storageAvailable(doc: Document = document, win: Window = window): boolean {
  try {
    if (!win.navigator.cookieEnabled) return false;
    const probe = 'iss:probe';
    win.localStorage.setItem(probe, '1');
    win.localStorage.removeItem(probe);
    win.sessionStorage.setItem(probe, '1');
    win.sessionStorage.removeItem(probe);
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
