// Document title flashing (docs/product-rules.md#title-flash, docs/product-rules.md#constants): alternates between the original and an alternate text
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
  const original = doc.title;
  let showingAlternate = false;
  flash = {
    original,
    timer: setInterval(() => {
      showingAlternate = !showingAlternate;
      doc.title = showingAlternate ? alternate : original;
    }, TITLE_FLASH_MS),
  };
}

export function stopTitleFlash(doc: Document = document): void {
  if (!flash) return;
  clearInterval(flash.timer);
  doc.title = flash.original;
  flash = undefined;
}
