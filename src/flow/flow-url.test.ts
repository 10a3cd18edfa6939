import { describe, expect, it } from 'vitest';
import { flowUrl } from './flow-url.ts';

describe('flowUrl', () => {
  it.each([
    [{ path: '/claims/form' as const }, 'vehicle', '/claims/form?step=vehicle'],
    [{ path: '/claims/form' as const }, 'review', '/claims/form?step=review'],
    [{ path: '/quote' as const, query: { kind: 'auto' } }, 'who', '/quote?kind=auto&step=who'],
    [{ path: '/quote' as const, query: { kind: 'home', from: 'menu' } }, 'review', '/quote?kind=home&from=menu&step=review'],
    // The page always wins over a fixed parameter of the same name.
    [{ path: '/quote' as const, query: { step: 'who' } }, 'review', '/quote?step=review'],
  ])('%j, %s → %s', (flow, page, url) => {
    expect(flowUrl(flow, page)).toBe(url);
  });
});
