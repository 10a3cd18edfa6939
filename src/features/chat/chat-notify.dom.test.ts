import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashTitleIfHidden, stopFlashing, updateAppBadge } from './chat-notify.ts';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

afterEach(() => {
  stopFlashing();
  setVisibility('visible');
  vi.useRealTimers();
});

describe('title flashing (docs/product-rules.md#title-flash: every 1 500 ms; in widget mode started once)', () => {
  it('alternates between the original and the alternate title every 1 500 ms while the page is hidden, and stops back on the original', () => {
    vi.useFakeTimers();
    document.title = 'Lakeshore Mutual';
    setVisibility('hidden');
    flashTitleIfHidden('(1) New message', false);
    expect(document.title).toBe('Lakeshore Mutual');
    vi.advanceTimersByTime(1_499);
    expect(document.title).toBe('Lakeshore Mutual');
    vi.advanceTimersByTime(1);
    expect(document.title).toBe('(1) New message');
    vi.advanceTimersByTime(1_500);
    expect(document.title).toBe('Lakeshore Mutual');
    vi.advanceTimersByTime(1_500);
    stopFlashing();
    expect(document.title).toBe('Lakeshore Mutual');
  });

  it('does not flash a visible page', () => {
    vi.useFakeTimers();
    document.title = 'Lakeshore Mutual';
    flashTitleIfHidden('(1) New message', false);
    vi.advanceTimersByTime(3_000);
    expect(document.title).toBe('Lakeshore Mutual');
  });

  it('in widget mode a second message does not restart a running flash; elsewhere the count is updated', () => {
    vi.useFakeTimers();
    document.title = 'App';
    setVisibility('hidden');
    flashTitleIfHidden('(1) New message', true);
    flashTitleIfHidden('(2) New messages', true);
    vi.advanceTimersByTime(1_500);
    expect(document.title).toBe('(1) New message');
    stopFlashing();
    flashTitleIfHidden('(1) New message', false);
    flashTitleIfHidden('(2) New messages', false);
    vi.advanceTimersByTime(1_500);
    expect(document.title).toBe('(2) New messages');
  });
});

describe('app badge (Badging API)', () => {
  it('shows the count, clears at 0, and does nothing where unsupported', () => {
    const nav = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    updateAppBadge(3, nav);
    expect(nav.setAppBadge).toHaveBeenCalledWith(3);
    updateAppBadge(0, nav);
    expect(nav.clearAppBadge).toHaveBeenCalled();
    expect(() => updateAppBadge(2, {})).not.toThrow();
    expect(() => updateAppBadge(2, { setAppBadge: () => Promise.reject(new Error('not installed')) })).not.toThrow();
  });
});
