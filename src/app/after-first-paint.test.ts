// afterFirstPaint: start-up work the first screen does not show waits for the frame that shows it.
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** A window whose frames and timers run only when the test says. */
function stubWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return { win: win as unknown as Window, frames, timers, runFrame: () => runAll(frames), runTimers: () => runAll(timers) };
}

describe('afterFirstPaint', () => {
  it('runs the work in a task after the next frame, not before', () => {
    const page = stubWindow('visible');
    const done: string[] = [];
    afterFirstPaint(() => done.push('work'), page.win);
    page.runTimers();
    expect(done).toEqual([]);
    page.runFrame();
    expect(done).toEqual([]);
    page.runTimers();
    expect(done).toEqual(['work']);
  });

  it('runs it at once (in a task) on a hidden page, which paints no frame', () => {
    const page = stubWindow('hidden');
    const done: string[] = [];
    afterFirstPaint(() => done.push('work'), page.win);
    expect(page.frames).toHaveLength(0);
    page.runTimers();
    expect(done).toEqual(['work']);
  });
});
