// A 'log in as user' (staff) link carries its token in the address: /auth/login?kioskUserToken=….
// It is taken out of the address before the app sends any request (history.replaceState), so it
// stays out of the tab's history and of the Referer of what the page loads next; the login screen
// reads it from here, and a sign-in with it forgets it (docs/product-rules.md#kiosk-link).
import { PATHS } from '../paths/paths.ts';

export const KIOSK_TOKEN_PARAM = 'kioskUserToken';

let held: string | undefined;

/** Takes the kiosk token out of the page's address; kept (in memory) only on the login page. */
export function takeKioskUserToken(win: Window = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(KIOSK_TOKEN_PARAM)) return;
  const token = url.searchParams.get(KIOSK_TOKEN_PARAM) ?? '';
  url.searchParams.delete(KIOSK_TOKEN_PARAM);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  held = url.pathname === PATHS.login && token !== '' ? token : undefined;
}

/** The kiosk token the page was opened with, until a sign-in uses it. */
export function kioskUserToken(): string | undefined {
  return held;
}

export function forgetKioskUserToken(): void {
  held = undefined;
}
