// firstPaintGate: start-up work the first screen does not show waits for the frame that shows it.
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_LONGEST_WAIT_MS, firstPaintGate } from './after-first-paint.ts';

/** A window whose frames and timers run only when the test says; timers with a delay wait apart. */
function stubWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const delayed = new Map<number, { callback: () => void; delay: number }>();
  const listeners = new Set<() => void>();
  const document = {
    visibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  const win = {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => {
      if (delay === 0) return timers.push(callback);
      const id = 1000 + delayed.size;
      delayed.set(id, { callback, delay });
      return id;
    },
    clearTimeout: (id: number) => delayed.delete(id),
  };
  const waitMs = (ms: number) => {
    for (const [id, timer] of [...delayed]) {
      if (timer.delay > ms) continue;
      delayed.delete(id);
      timer.callback();
    }
  };
  const runAll = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  const hide = () => {
    document.visibilityState = 'hidden';
    [...listeners].forEach((listener) => listener());
  };
  return { win: win as unknown as Window, frames, timers, delayed, listeners, hide, waitMs, runFrame: () => runAll(frames), runTimers: () => runAll(timers) };
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

  it('runs the work after the longest wait when no commit comes (a first render that threw), once', () => {
    const page = stubWindow('visible');
    const gate = firstPaintGate(page.win);
    const done: string[] = [];
    gate.after(() => done.push('first'));
    gate.after(() => done.push('second'));
    expect(page.delayed.size).toBe(1);
    page.waitMs(FIRST_PAINT_LONGEST_WAIT_MS - 1);
    page.runTimers();
    expect(done).toEqual([]);
    page.waitMs(FIRST_PAINT_LONGEST_WAIT_MS);
    page.runTimers();
    expect(done).toEqual(['first', 'second']);
    gate.committed();
    page.runFrame();
    page.runTimers();
    expect(done).toEqual(['first', 'second']);
  });

  it('drops the longest wait once the first screen’s frame has come', () => {
    const page = stubWindow('visible');
    const gate = firstPaintGate(page.win);
    gate.after(() => undefined);
    gate.committed();
    page.runFrame();
    expect(page.delayed.size).toBe(0);
  });
});
