// afterFirstPaint: start-up work the first screen does not show waits for the frame that shows it.
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

/** A window whose frames and timers run only when the test says. */
function stubWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const document = {
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const win = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  const hide = () => {
    document.visibilityState = 'hidden';
    [...listeners].forEach((listener) => listener());
  };
  return { win: win as unknown as Window, frames, timers, listeners, hide, runFrame: () => runAll(frames), runTimers: () => runAll(timers) };
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

  it('runs it once the page is hidden before its frame came (a switch of tab), and only once', () => {
    const page = stubWindow('visible');
    const done: string[] = [];
    afterFirstPaint(() => done.push('work'), page.win);
    page.hide();
    page.runTimers();
    expect(done).toEqual(['work']);
    expect(page.listeners.size).toBe(0);
    // The frame that comes when the page shows again runs nothing more.
    page.runFrame();
    page.runTimers();
    expect(done).toEqual(['work']);
  });
});
