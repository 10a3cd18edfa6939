// Helpers for the settings studio's browser tests and its latency script: start `npm run studio`,
// wait for the frames, edit the settings as a person does (select a token, type).
import { spawn, type ChildProcess } from 'node:child_process';
import type { Frame, Page } from 'playwright-core';

export interface RunningStudio {
  url: string;
  stop(): void;
}

/** `npm run studio -- ARGS` as a process of its own; resolves with the address it prints. */
export function startStudioProcess(args: string[]): Promise<RunningStudio> {
  const child: ChildProcess = spawn('node_modules/.bin/tsx', ['studio/studio.ts', ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  // The studio's own process group (tsx and its node): ended by its id, never by name.
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`studio did not start: ${output}`));
    }, 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready at (http\S+)/.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        resolve({ url: ready[1], stop });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`studio exited (${code}): ${output}`));
    });
  });
}

/** The number of the last edit the studio sent to its frames (0: none yet). */
export async function lastEdit(page: Page): Promise<number> {
  return Number(await page.locator('#frames').getAttribute('data-edit'));
}

/**
 * Every frame has repainted with an edit after `after` (default: with the first load, signed in
 * where asked), and with the latest one the studio sent.
 */
export async function framesSettled(page: Page, after = -1, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const edit = Number(document.getElementById('frames')?.dataset.edit ?? '0');
      const frames = [...document.querySelectorAll<HTMLElement>('.frame')];
      return edit > previous && frames.length > 0 && frames.every((frame) => Number(frame.dataset.renderedEdit) === edit);
    },
    after,
    { timeout },
  );
}

/** Runs an edit and waits until every frame has repainted with it. */
export async function edit(page: Page, action: () => Promise<void>): Promise<void> {
  const before = await lastEdit(page);
  await action();
  await framesSettled(page, before);
}

/** The app frames of the studio, by frame id (f1, f2…). */
export function appFrame(page: Page, id: string): Frame {
  const frame = page.frames().find((candidate) => candidate.name().startsWith('studio-frame:') && candidate.name().includes(`"id":"${id}"`));
  if (!frame) throw new Error(`no studio frame ${id}`);
  return frame;
}

export function studioFrameIds(page: Page): Promise<string[]> {
  return page.locator('.frame').evaluateAll((frames) => frames.map((frame) => (frame as HTMLElement).dataset.frameId ?? ''));
}

export function headerColour(frame: Frame): Promise<string> {
  return frame.locator('header.app-header').evaluate((header) => getComputedStyle(header).backgroundColor);
}

/**
 * Selects, in the editor, the `nth` syntax token reading `token` on the first line containing
 * `line` (a double-click, as a person selects a word), ready to be typed over.
 */
export async function selectToken(page: Page, line: string, token: string, nth = 0): Promise<void> {
  const row = page.locator('.cm-line', { hasText: line }).first();
  await row.scrollIntoViewIfNeeded();
  await row.locator('span').filter({ hasText: new RegExp(`^${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).nth(nth).dblclick();
}

/** Puts the cursor at the end of the first line containing `line`. */
export async function cursorAfter(page: Page, line: string): Promise<void> {
  const row = page.locator('.cm-line', { hasText: line }).first();
  await row.click();
  await page.keyboard.press('End');
}
