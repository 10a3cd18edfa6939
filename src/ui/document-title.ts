// The document's title: set in one place (setDocumentTitle, from the page's title: src/routes/page-title.tsx),
// and its flashing (docs/product-rules.md#title-flash, docs/product-rules.md#constants): alternates between the original and an alternate text
// every 1 500 ms until stopped; in widget mode a flash starts only if none is running.

export const TITLE_FLASH_MS = 1_500;

interface Flash {
  original: string;
  timer: ReturnType<typeof setInterval>;
}

let flash: Flash | undefined;

export function isTitleFlashing(): boolean {
  return flash !== undefined;
}

export function startTitleFlash(alternate: string, options: { widget: boolean; doc?: Document } = { widget: false }): void {
  const doc = options.doc ?? document;
  if (flash && options.widget) return;
  stopTitleFlash(doc);
  let showingAlternate = false;
  const current: Flash = {
    original: doc.title,
    timer: setInterval(() => {
      showingAlternate = !showingAlternate;
      doc.title = showingAlternate ? alternate : current.original;
    }, TITLE_FLASH_MS),
  };
  flash = current;
}

export function stopTitleFlash(doc: Document = document): void {
  if (!flash) return;
  clearInterval(flash.timer);
  doc.title = flash.original;
  flash = undefined;
}

/** Sets the title; during a flash, the text the flash comes back to (the flash goes on). */
export function setDocumentTitle(text: string, doc: Document = document): void {
  if (flash) flash.original = text;
  else doc.title = text;
}
