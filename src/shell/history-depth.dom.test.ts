import { describe, expect, it } from 'vitest';
import { canGoBackInApp, historyDepth, trackHistoryDepth } from './history-depth.ts';

const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('history depth', () => {
  it('counts the entries the app pushed: 0 where it was opened, back to 0 after going back', async () => {
    trackHistoryDepth(window);
    trackHistoryDepth(window); // idempotent: a second call wraps nothing twice
    expect(historyDepth()).toBe(0);
    expect(canGoBackInApp()).toBe(false);
    window.history.pushState(null, '', '/documents');
    expect(historyDepth()).toBe(1);
    window.history.pushState({ keep: 'me' }, '', '/documents/policy-summary?id=1');
    expect(historyDepth()).toBe(2);
    expect((window.history.state as { keep: string }).keep).toBe('me');
    // A replace (a redirect, a filter in the url) is not a step.
    window.history.replaceState(null, '', '/documents/policy-summary?id=2');
    expect(historyDepth()).toBe(2);
    expect(canGoBackInApp()).toBe(true);
    const back = popped();
    window.history.back();
    await back;
    expect(historyDepth()).toBe(1);
    const again = popped();
    window.history.back();
    await again;
    expect(historyDepth()).toBe(0);
    expect(canGoBackInApp()).toBe(false);
  });

  it('reads a page opened with a foreign or broken state as opened directly', () => {
    const win = { history: { state: { issDepth: 'x' } } } as unknown as Window;
    expect(historyDepth(win)).toBe(0);
    expect(historyDepth({ history: { state: 'text' } } as unknown as Window)).toBe(0);
    expect(historyDepth({ history: { state: { issDepth: 3 } } } as unknown as Window)).toBe(3);
  });
});
