// Start-up work the first screen does not show (session clocks, the chat's connection and stored
// copy, the service worker) runs once that screen has painted: queued before the first render, its
// chunks' links, requests and evaluation no longer sit between the settings and the first paint
// (docs/adr/0068-after-the-first-paint.md). A hidden page paints nothing, so there it runs at once.

export function afterFirstPaint(work: () => void, win: Window = window): void {
  if (win.document.visibilityState === 'hidden') {
    win.setTimeout(work, 0);
    return;
  }
  // The frame after the first render is its paint; the timer runs after that frame.
  win.requestAnimationFrame(() => win.setTimeout(work, 0));
}
