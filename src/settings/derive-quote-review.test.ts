// Quote kinds and review links, from settings through the whole pipeline (merge → validate →
// derive): what a brokerage writes, what the quote screen and the rating prompt get.
import { describe, expect, it } from 'vitest';
import { buildRuntime } from './settings-pipeline.ts';
import type { DeriveContext } from './runtime.ts';
import { features } from '../features/feature-registry.ts';

const context: DeriveContext = { brokerId: 'acme', mode: 'direct', now: new Date('2026-11-23T20:00:00Z'), menuDefaults: features.menuDefaults };
const runtimeOf = (layer: Record<string, unknown>) => buildRuntime([layer], context);

describe('quote kinds from settings', () => {
  it.each([
    ['absent: every kind', {}, ['auto', 'home', 'tenant', 'condo', 'business']],
    ['in the brokerage’s order', { kinds: ['tenant', 'auto'] }, ['tenant', 'auto']],
    ['repeats once', { kinds: ['home', 'auto', 'home'] }, ['home', 'auto']],
    ['empty: none', { kinds: [] }, []],
    ['an unknown kind is dropped, the others kept', { kinds: ['auto', 'boat', 'condo'] }, ['auto', 'condo']],
    ['a kind that is not a string is dropped', { kinds: ['business', 7] }, ['business']],
  ])('%s', (_name, quoteOptions, kinds) => {
    const runtime = runtimeOf({ quoteOptions });
    expect(runtime.quote.kinds).toEqual(kinds);
  });

  it('reports an unknown kind as a settings error, by its pointer', () => {
    const runtime = runtimeOf({ quoteOptions: { kinds: ['auto', 'boat'] } });
    expect(runtime.settingsErrors.map((error) => error.pointer)).toContain('/quoteOptions/kinds/1');
  });

  it('carries the instant-quote tool, an http(s) url only', () => {
    expect(runtimeOf({ quoteOptions: { instantQuoteUrl: 'https://quote.example.org/start' } }).quote.instantQuoteUrl).toBe('https://quote.example.org/start');
    const hostile = runtimeOf({ quoteOptions: { kinds: ['auto'], instantQuoteUrl: 'javascript:alert(1)' } });
    expect(hostile.quote).toEqual({ kinds: ['auto'] });
  });
});

describe('review links from settings', () => {
  it('are none by default', () => {
    expect(runtimeOf({}).reviewLinks).toEqual([]);
  });

  it('keep their order; web pages open in a new tab, in-app paths do not', () => {
    const runtime = runtimeOf({
      reviewOptions: { links: [{ name: 'Google', url: 'https://g.page/r/acme/review' }, { name: 'Our guestbook', url: '/cp?path=guestbook' }] },
    });
    expect(runtime.reviewLinks).toEqual([
      { name: 'Google', url: 'https://g.page/r/acme/review', external: true },
      { name: 'Our guestbook', url: '/cp?path=guestbook', external: false },
    ]);
  });

  it.each([
    ['a javascript: url', { name: 'Evil', url: 'javascript:alert(1)' }],
    ['a protocol-relative url', { name: 'Elsewhere', url: '//evil.example/review' }],
    ['no name', { url: 'https://g.page/r/acme/review' }],
    ['an empty name', { name: '', url: 'https://g.page/r/acme/review' }],
  ])('drop a link with %s and keep the others', (_name, bad) => {
    const runtime = runtimeOf({ reviewOptions: { links: [bad, { name: 'Facebook', url: 'https://facebook.example/acme/reviews' }] } });
    expect(runtime.reviewLinks).toEqual([{ name: 'Facebook', url: 'https://facebook.example/acme/reviews', external: true }]);
    expect(runtime.settingsErrors.length).toBeGreaterThan(0);
  });
});
