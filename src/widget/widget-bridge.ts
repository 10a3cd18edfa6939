// The app's side of the widget embed: messages to the host page go only to the origin that
// embedded us (never '*').

/** Origin of the page embedding the widget, from the referrer; undefined when not embedded. */
export function parentOrigin(doc: Document = document, win: Window = window): string | undefined {
  if (win.parent === win) return undefined;
  try {
    return doc.referrer ? new URL(doc.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the host page to hide the widget (user menu 'Close'). */
export function requestWidgetClose(win: Window = window): boolean {
  const origin = parentOrigin(win.document, win);
  if (!origin) return false;
  win.parent.postMessage({ type: 'iss:close' }, origin);
  return true;
}
