// Settings repair at the pipeline level: a bad part costs only that part, with a notice naming it.
import { describe, expect, it } from 'vitest';
import { buildRuntime } from './settings-pipeline.ts';
import type { DeriveContext } from './runtime.ts';
import { features } from '../features/feature-registry.ts';

const context: DeriveContext = { brokerId: 'acme', mode: 'direct', now: new Date('2026-11-23T20:00:00Z'), menuDefaults: features.menuDefaults };
const names = (layer: unknown) => buildRuntime([layer], context).menu.map((item) => ('literal' in item.name ? item.name.literal : item.name.message.id));

function nest(depth: number): unknown {
  let deep: unknown = 'x';
  for (let i = 0; i < depth; i += 1) deep = { a: deep };
  return deep;
}

describe('settings repair', () => {
  it.each([
    ['an object value', { graphics: nest(100_000) }, /^\/graphics(\/a){15}$/],
    ['an item of a menu entry list', { featuresAndOptions: [{ name: 'Kept', url: '/services' }, nest(40)] }, /^\/featuresAndOptions\/1(\/a){14}$/],
  ])('drops only %s nested too deep, naming its pointer; the rest of the layer stays', (_name, part, pointer) => {
    const runtime = buildRuntime([{ brand: { name: 'Deep Co', brandColor: '#123456' }, features: { documents: true, inventory: false }, ...(part as object) }], context);
    expect(runtime.brand.name).toBe('Deep Co');
    expect(runtime.features.documents).toBe(true);
    expect(runtime.features.inventory).toBe(false);
    const deep = runtime.settingsErrors.filter((e) => e.message.includes('nested more than 16 levels'));
    expect(deep).toHaveLength(1);
    expect(deep[0]?.pointer).toMatch(pointer);
  });

  it('keeps the other menu entries when one of them is nested too deep', () => {
    expect(names({ featuresAndOptions: [{ name: 'Kept', url: '/services' }, nest(40), { name: 'Also kept', url: '/services' }] })).toEqual(['Kept', 'Also kept']);
  });

  it.each([
    ['a wrong order in the middle keeps its place', [{ name: 'A', order: 1 }, { name: 'B', order: 'second' }, { name: 'C', order: 3 }], ['A', 'B', 'C']],
    ['a wrong order first keeps its place', [{ name: 'A', order: null }, { name: 'B', order: 2 }, { name: 'C', order: 1 }], ['A', 'C', 'B']],
    ['a wrong order after ties stays after its neighbour', [{ name: 'A', order: 2 }, { name: 'B', order: 2 }, { name: 'X', order: {} }, { name: 'C', order: 3 }, { name: 'D', order: 1 }], ['D', 'A', 'B', 'X', 'C']],
    ['a missing order still comes last', [{ name: 'M' }, { name: 'A', order: 1 }], ['A', 'M']],
    ['wrong orders with no order anywhere keep file order', [{ name: 'A', order: 'x' }, { name: 'B' }], ['A', 'B']],
  ])('%s', (_name, entries, expected) => {
    const layer = { featuresAndOptions: entries.map((e) => ({ url: '/services', ...e })) };
    expect(names(layer)).toEqual(expected);
  });

  it.each([[[1, 2, 3]], ['hello'], [42], [null]])('shows the Error notice for settings that are not an object: %j', (layer) => {
    const runtime = buildRuntime([layer], context);
    expect(runtime.settingsErrors).toContainEqual({ pointer: '', message: 'settings must be a JSON object' });
    expect(runtime.brand.name.length).toBeGreaterThan(0);
  });

  it('keeps the first 100 menu entries with a notice, and 20 000 entries stay fast', () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => ({ name: `Entry ${i}`, url: '/services', order: 'bad' }));
    const started = performance.now();
    const runtime = buildRuntime([{ featuresAndOptions: entries }], context);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(runtime.menu).toHaveLength(100);
    expect(runtime.settingsErrors).toContainEqual({ pointer: '/featuresAndOptions', message: 'has 20000 entries; only the first 100 are used' });
  });

  it.each([
    ['under 100 KB is kept', 100 * 1024 - 7, true],
    ['over 100 KB is dropped with a notice', 100 * 1024, false],
    ['over 100 KB in UTF-8 bytes (accents) is dropped', 60 * 1024, false, 'é'],
  ])('banner HTML %s', (_name, size, kept, char = 'x') => {
    const html = `<p>${char.repeat(size)}</p>`;
    const runtime = buildRuntime([{ bannerNotification: { enableNotificationBanner: true, bannerMessage: html } }], context);
    const notice = { pointer: '/bannerNotification/bannerMessage', message: 'is larger than 100 KB and was dropped' };
    if (kept) expect(runtime.settingsErrors).not.toContainEqual(notice);
    else expect(runtime.settingsErrors).toContainEqual(notice);
    expect(runtime.banner.bannerMessage === html).toBe(kept);
  });
});
