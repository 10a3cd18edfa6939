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

describe('settings pipeline and refused menu links', () => {
  it.each([
    ['url', { name: 'Sign in again', url: 'javascript:alert(1)' }],
    ['externalUrl', { name: 'Sign in again', externalUrl: 'data:text/html,<script>alert(1)</script>' }],
    ['url', { name: 'Sign in again', url: '//evil.example/login' }],
  ])('leaves out an entry whose %s is refused, and names it in the settings notice', (field, entry) => {
    const runtime = buildRuntime([{ featuresAndOptions: [{ name: 'Roadside', url: '/services' }, entry, { name: 'Chat', url: '/chat' }] }], context);
    expect(runtime.menu.map((item) => item.href)).toEqual(['/services', '/chat']);
    expect(runtime.menu.some((item) => item.href === '/')).toBe(false);
    expect(runtime.settingsErrors.map((issue) => issue.pointer)).toContain(`/featuresAndOptions/1/${field}`);
    expect(runtime.settingsErrors.find((issue) => issue.pointer === `/featuresAndOptions/1/${field}`)?.message).toMatch(/the menu entry is left out$/);
  });

  it('leaves out an entry whose link passes the schema but not the URL rule, with the notice', () => {
    const runtime = buildRuntime([{ featuresAndOptions: [{ name: 'Roadside', url: '/services' }, { name: 'Odd', url: 'https://evil.example/\u0001x' }] }], context);
    expect(runtime.menu.map((item) => item.href)).toEqual(['/services']);
    expect(runtime.settingsErrors).toContainEqual({ pointer: '/featuresAndOptions/1/url', message: 'is refused by the URL rule; the menu entry is left out' });
  });
});
