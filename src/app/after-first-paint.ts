// Start-up work the first screen does not show (session clocks, the chat's connection and stored
// copy, the service worker) runs once that screen has painted: queued before the first render, its
// chunks' links, requests and evaluation no longer sit between the settings and the first paint
// (docs/adr/0068-after-the-first-paint.md). A hidden page paints no frame, so there it runs at
// once, and a page hidden before its frame came (the visitor switched tabs) runs it then.

export function afterFirstPaint(work: () => void, win: Window = window): void {
  let queued = false;
  const run = () => {
    if (queued) return;
    queued = true;
    win.document.removeEventListener('visibilitychange', onHidden);
    win.setTimeout(work, 0);
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') run();
  };
  if (win.document.visibilityState === 'hidden') {
    run();
    return;
  }
  win.document.addEventListener('visibilitychange', onHidden);
  // The frame after the first render is its paint; the timer runs after that frame.
  win.requestAnimationFrame(run);
}
