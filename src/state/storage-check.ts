/** Cookies and local storage must both work (SPEC §5): otherwise the app shows an alert and stops. */
export function storageAvailable(doc: Document = document, win: Window = window): boolean {
  try {
    if (!win.navigator.cookieEnabled) return false;
    const probe = 'iss:probe';
    win.localStorage.setItem(probe, '1');
    win.localStorage.removeItem(probe);
    win.sessionStorage.setItem(probe, '1');
    win.sessionStorage.removeItem(probe);
    doc.cookie = `${probe}=1; Path=/; SameSite=Lax`;
    const works = doc.cookie.includes(`${probe}=1`);
    doc.cookie = `${probe}=; Path=/; Max-Age=0; SameSite=Lax`;
    return works;
  } catch {
    return false;
  }
}
