// The app's side of the widget embed. The host page's origin is the browser's (ancestorOrigins)
// where it gives one, else `?parentOrigin=` trusted only when it equals the referrer's origin; it is
// kept for the tab, and messages go to that exact origin (never '*').
import { acceptsMessage, type WidgetMessage } from './widget-protocol.ts';
import { embeddingOrigin } from './framing.ts';

const PARENT_KEY = 'iss:widgetParentOrigin';

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The verified origin of the page embedding the widget; undefined when not embedded. `search` is
 * the page's query string as it was at start-up (the bridge loads after the first screen, when
 * the app may already have moved on to another path).
 */
function parentOrigin(doc: Document = document, win: Window = window, search: string = win.location.search): string | undefined {
  if (win.parent === win) return undefined;
  // The browser's word where it gives one (start-up already checked it against the brokerage's list).
  const fromBrowser = embeddingOrigin(win);
  if (fromBrowser) return fromBrowser;
  const fromQuery = originOf(new URLSearchParams(search).get('parentOrigin') ?? undefined);
  const fromReferrer = originOf(doc.referrer || undefined);
  try {
    if (fromQuery && fromQuery === fromReferrer) win.sessionStorage.setItem(PARENT_KEY, fromQuery);
    return win.sessionStorage.getItem(PARENT_KEY) ?? undefined;
  } catch {
    return fromQuery && fromQuery === fromReferrer ? fromQuery : undefined;
  }
}

function postToHost(message: WidgetMessage, win: Window = window): boolean {
  const origin = parentOrigin(win.document, win);
  if (!origin) return false;
  win.parent.postMessage(message, origin);
  return true;
}

/** Asks the host page to hide the widget (user menu 'Close'). */
export function requestWidgetClose(win: Window = window): boolean {
  return postToHost({ type: 'iss:close' }, win);
}

/** Tells the host the app is up, and ignores messages from any origin but the host's. */
export function startWidgetBridge(win: Window = window, search: string = win.location.search): void {
  const origin = parentOrigin(win.document, win, search);
  if (!origin) return;
  win.addEventListener('message', (event) => {
    if (!acceptsMessage(event, origin, win.parent)) return;
    // The host sends nothing the app acts on yet; accepted messages would be handled here.
  });
  postToHost({ type: 'iss:ready' }, win);
}
