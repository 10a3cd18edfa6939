// Start-up work the first screen does not show (session clocks, the chat's connection and stored
// copy, the service worker) runs once that screen has painted: its chunks' links, requests and
// evaluation no longer sit between the settings and the first paint
// (docs/adr/0068-after-the-first-paint.md). The wait starts when React commits the first screen, not
// when the work is queued: React renders in a task of its own, and a frame may come before it. A
// hidden page paints no frame, so there the work runs at once, and a page hidden before its frame
// came (the visitor switched tabs) runs it then. Should no commit come (a render that threw), the
// work still runs after FIRST_PAINT_LONGEST_WAIT_MS: the session's clocks must not wait forever.
import { useLayoutEffect } from 'react';

export type FirstPaintGate = {
  /** Runs the work in a task after the first screen's frame (at once, in a task, once it has come). */
  after(work: () => void): void;
  /** The first screen is committed: its frame is the next one. */
  committed(): void;
};

/** How long queued work waits for the first screen's commit at most. */
export const FIRST_PAINT_LONGEST_WAIT_MS = 5_000;

export function firstPaintGate(win: Window): FirstPaintGate {
  const waiting: (() => void)[] = [];
  let armed = false;
  let painted = false;
  let safetyTimer: number | undefined;
  const runLater = (work: () => void) => win.setTimeout(work, 0);
  const release = () => {
    if (painted) return;
    painted = true;
    win.document.removeEventListener('visibilitychange', onHidden);
    if (safetyTimer !== undefined) win.clearTimeout(safetyTimer);
    for (const work of waiting.splice(0)) runLater(work);
  };
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') release();
  };
  win.document.addEventListener('visibilitychange', onHidden);
  return {
    after(work) {
      if (painted) {
        runLater(work);
        return;
      }
      waiting.push(work);
      if (win.document.visibilityState === 'hidden') release();
      else safetyTimer ??= win.setTimeout(release, FIRST_PAINT_LONGEST_WAIT_MS);
    },
    committed() {
      if (armed || painted) return;
      armed = true;
      // The frame after the commit is its paint; the work's task runs after that frame.
      win.requestAnimationFrame(release);
    },
  };
}

let pageGate: FirstPaintGate | undefined;
const gate = () => (pageGate ??= firstPaintGate(window));

export function afterFirstPaint(work: () => void): void {
  gate().after(work);
}

/** Rendered with the first screen: its commit starts the wait for the frame. */
export function FirstScreenCommitted(): null {
  useLayoutEffect(() => gate().committed(), []);
  return null;
}
