// firstPaintGate: start-up work the first screen does not show waits for the frame that shows it.
import { describe, expect, it } from 'vitest';
import { firstPaintGate } from './after-first-paint.ts';

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

describe('firstPaintGate', () => {
  it('waits for the first screen’s commit, then runs the work in a task after the next frame', () => {
    const page = stubWindow('visible');
    const gate = firstPaintGate(page.win);
    const done: string[] = [];
    gate.after(() => done.push('work'));
    // A frame before React has committed the first screen (the boot spinner's) does not count.
    expect(page.frames).toHaveLength(0);
    page.runTimers();
    expect(done).toEqual([]);
    gate.committed();
    page.runTimers();
    expect(done).toEqual([]);
    page.runFrame();
    expect(done).toEqual([]);
    page.runTimers();
    expect(done).toEqual(['work']);
  });

  it('asks for one frame when the commit is reported twice (strict mode), and runs later work in a task at once', () => {
    const page = stubWindow('visible');
    const gate = firstPaintGate(page.win);
    gate.committed();
    gate.committed();
    expect(page.frames).toHaveLength(1);
    page.runFrame();
    const done: string[] = [];
    gate.after(() => done.push('late'));
    expect(done).toEqual([]);
    page.runTimers();
    expect(done).toEqual(['late']);
  });

  it('runs it at once (in a task) on a hidden page, which paints no frame', () => {
    const page = stubWindow('hidden');
    const gate = firstPaintGate(page.win);
    const done: string[] = [];
    gate.after(() => done.push('work'));
    expect(page.frames).toHaveLength(0);
    page.runTimers();
    expect(done).toEqual(['work']);
  });

  it('runs it once the page is hidden before its frame came (a switch of tab), and only once', () => {
    const page = stubWindow('visible');
    const gate = firstPaintGate(page.win);
    const done: string[] = [];
    gate.after(() => done.push('work'));
    gate.committed();
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
