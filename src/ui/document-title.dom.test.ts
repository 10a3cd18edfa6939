import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTitleFlashing, setDocumentTitle, startTitleFlash, stopTitleFlash, TITLE_FLASH_MS } from './document-title.ts';

describe('document title flashing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.title = 'Maplecrest';
  });
  afterEach(() => {
    stopTitleFlash();
    vi.useRealTimers();
  });

  it('alternates every 1 500 ms and restores the original when stopped', () => {
    startTitleFlash('(1) New message');
    expect(document.title).toBe('Maplecrest');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('(1) New message');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('Maplecrest');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    stopTitleFlash();
    expect(document.title).toBe('Maplecrest');
    expect(isTitleFlashing()).toBe(false);
  });

  it('in widget mode starts only once while already flashing', () => {
    startTitleFlash('First', { widget: true });
    startTitleFlash('Second', { widget: true });
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('First');
  });

  it('outside widget mode a new flash replaces the running one', () => {
    startTitleFlash('First', { widget: false });
    startTitleFlash('Second', { widget: false });
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('Second');
  });

  it('sets the title at once when not flashing', () => {
    setDocumentTitle('Documents – Maplecrest');
    expect(document.title).toBe('Documents – Maplecrest');
  });

  it('during a flash, changes what the flash alternates with and comes back to', () => {
    startTitleFlash('(1) New message');
    setDocumentTitle('Chat – Maplecrest');
    expect(isTitleFlashing()).toBe(true);
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('(1) New message');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    expect(document.title).toBe('Chat – Maplecrest');
    vi.advanceTimersByTime(TITLE_FLASH_MS);
    stopTitleFlash();
    expect(document.title).toBe('Chat – Maplecrest');
  });
});
