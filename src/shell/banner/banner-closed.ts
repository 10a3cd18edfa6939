// "Closing hides it and remembers that for the session" (docs/product-rules.md#banner): sessionStorage, per tab.
const KEY = 'iss:bannerClosed';

export function bannerClosed(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberBannerClosed(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Without storage it stays closed until the page reloads.
  }
}
