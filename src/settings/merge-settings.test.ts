import { describe, expect, it } from 'vitest';
import { mergeSettings } from './merge-settings.ts';

describe('mergeSettings', () => {
  const defaults = {
    brand: { name: 'Default', brandColor: '#111111', colors: { surface: '#ffffff' } },
    features: { documents: false, chat: false },
    featuresAndOptions: [{ name: 'A' }, { name: 'B' }],
    countryIsoCode: 'CA',
  };

  it.each([
    ['deep-merges objects', { brand: { name: 'Acme' } }, (r: typeof defaults) => expect(r.brand).toEqual({ name: 'Acme', brandColor: '#111111', colors: { surface: '#ffffff' } })],
    ['merges nested objects two levels down', { brand: { colors: { accent: '#ff0000' } } }, (r: typeof defaults) => expect(r.brand.colors).toEqual({ surface: '#ffffff', accent: '#ff0000' })],
    ['replaces arrays instead of concatenating', { featuresAndOptions: [{ name: 'C' }] }, (r: typeof defaults) => expect(r.featuresAndOptions).toEqual([{ name: 'C' }])],
    ['replaces with an empty array', { featuresAndOptions: [] }, (r: typeof defaults) => expect(r.featuresAndOptions).toEqual([])],
    ['replaces scalars', { countryIsoCode: 'US' }, (r: typeof defaults) => expect(r.countryIsoCode).toBe('US')],
    ['keeps defaults for keys a layer leaves out', { features: { documents: true } }, (r: typeof defaults) => expect(r.features).toEqual({ documents: true, chat: false })],
    ['lets an object replace a scalar and vice versa', { brand: 'oops' }, (r: typeof defaults) => expect(r.brand).toBe('oops')],
  ])('%s', (_name, layer, check) => {
    check(mergeSettings(defaults, layer));
  });

  it('sets language only when the settings give one', () => {
    expect('language' in mergeSettings(defaults, { brand: { name: 'x' } })).toBe(false);
    expect(mergeSettings(defaults, { language: 'fr' })).toMatchObject({ language: 'fr' });
  });

  it('applies layers left to right', () => {
    expect(mergeSettings(defaults, { countryIsoCode: 'US' }, { countryIsoCode: 'FR' }).countryIsoCode).toBe('FR');
  });

  it('skips layers that are not objects', () => {
    expect(mergeSettings(defaults, null, 'text', 42, [1, 2], undefined)).toEqual(defaults);
  });

  it('does not mutate the defaults', () => {
    const before = structuredClone(defaults);
    mergeSettings(defaults, { brand: { name: 'Acme' }, featuresAndOptions: [] });
    expect(defaults).toEqual(before);
  });

  it('never pollutes Object.prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown;
    const merged = mergeSettings(defaults, hostile) as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });

  it('carries a prototype key as an own key, for validation to name and remove, and keeps the layer', () => {
    const hostile = JSON.parse('{"__proto__": {"countryIsoCode": "XX"}, "brand": {"__proto__": {"name": "Evil"}, "name": "Acme"}}') as unknown;
    const merged = mergeSettings(defaults, hostile) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(merged.brand)).toBe(Object.prototype);
    expect(Object.keys(merged)).toContain('__proto__');
    expect(merged.brand).toMatchObject({ name: 'Acme', brandColor: '#111111' });
    expect(Object.prototype.hasOwnProperty.call(merged.brand, '__proto__')).toBe(true);
    expect(merged.countryIsoCode).toBe('CA');
  });
});
