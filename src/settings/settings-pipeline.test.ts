// A settings key can never change a prototype, anywhere in the pipeline: "__proto__" is an unknown
// key like any other, removed and named, and the rest of its layer is kept.
import { describe, expect, it } from 'vitest';
import { buildRuntime } from './settings-pipeline.ts';
import type { DeriveContext } from './runtime.ts';
import { features } from '../features/feature-registry.ts';

const context: DeriveContext = { brokerId: 'acme', mode: 'direct', now: new Date('2026-11-23T20:00:00Z'), menuDefaults: features.menuDefaults };

describe('settings pipeline and prototype keys', () => {
  it('keeps a layer with "__proto__" at its root, and names the key as unknown', () => {
    const layer = JSON.parse('{"__proto__": {}, "brand": {"name": "Acme Mutual", "brandColor": "#0b5394"}, "features": {"documents": true}}') as unknown;
    const runtime = buildRuntime([layer], context);
    expect(runtime.brand.name).toBe('Acme Mutual');
    expect(runtime.features.documents).toBe(true);
    expect(runtime.settingsErrors).toEqual([]);
    expect(runtime.settingsWarnings).toContainEqual({ pointer: '/__proto__', message: 'is not a known setting' });
  });

  it.each([
    ['nested in an object', '{"brand": {"name": "Acme Mutual", "__proto__": {"name": "Evil"}}}', '/brand/__proto__'],
    ['in a menu entry', '{"brand": {"name": "Acme Mutual"}, "featuresAndOptions": [{"name": "Roadside", "url": "/services", "__proto__": {"url": "/x"}}]}', '/featuresAndOptions/0/__proto__'],
    ['as "constructor"', '{"brand": {"name": "Acme Mutual"}, "constructor": {"prototype": {"polluted": true}}}', '/constructor'],
  ])('removes a prototype key %s and keeps the rest', (_where, text, pointer) => {
    const runtime = buildRuntime([JSON.parse(text) as unknown], context);
    expect(runtime.brand.name).toBe('Acme Mutual');
    expect(runtime.settingsWarnings).toContainEqual({ pointer, message: 'is not a known setting' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).url).toBeUndefined();
  });

  it('keeps the menu entry beside a "__proto__" key', () => {
    const text = '{"featuresAndOptions": [{"name": "Roadside", "url": "/services", "__proto__": {"url": "/x"}}]}';
    const [entry] = buildRuntime([JSON.parse(text) as unknown], context).menu;
    expect(entry?.href).toBe('/services');
  });
});
