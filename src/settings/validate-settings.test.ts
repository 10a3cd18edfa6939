import { describe, expect, it } from 'vitest';
import { validateSettings } from './validate-settings.ts';
import { createDefaultSettings } from './default-settings.ts';
import { mergeSettings } from './merge-settings.ts';

const defaults = createDefaultSettings('acme');
const check = (layer: unknown) => validateSettings(mergeSettings(defaults, layer), defaults);

describe('validateSettings', () => {
  it('accepts valid settings unchanged, with no errors', () => {
    const layer = { subdomain: 'acme', brand: { name: 'Acme', brandColor: '#123456' }, features: { documents: true }, featureFlags: { 'pages.contact': true } };
    const result = check(layer);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.settings.brand.brandColor).toBe('#123456');
    expect(result.settings.featureFlags?.['pages.contact']).toBe(true);
  });

  it.each([
    ['an invalid colour falls back to the default colour', { brand: { name: 'A', brandColor: 'blue' } }, '/brand/brandColor', (s: ReturnType<typeof check>['settings']) => expect(s.brand.brandColor).toBe(defaults.brand.brandColor)],
    ['an invalid language is dropped (no default)', { language: 'de' }, '/language', (s: ReturnType<typeof check>['settings']) => expect(s.language).toBeUndefined()],
    ['a non-boolean feature is dropped', { features: { documents: 'yes', inventory: true } }, '/features/documents', (s: ReturnType<typeof check>['settings']) => expect(s.features).toEqual({ inventory: true })],
    ['a wrongly typed part falls back whole', { claimOptions: 'on' }, '/claimOptions', (s: ReturnType<typeof check>['settings']) => expect(s.claimOptions).toEqual(defaults.claimOptions)],
    ['an invalid menu entry order keeps its place', { featuresAndOptions: [{ name: 'A', order: 'first' }, { name: 'B', order: 2 }] }, '/featuresAndOptions/0/order', (s: ReturnType<typeof check>['settings']) => expect(s.featuresAndOptions).toEqual([{ name: 'A', order: 2 }, { name: 'B', order: 2 }])],
    ['an invalid menu entry field is dropped, the entry kept', { featuresAndOptions: [{ name: 'A', rightCheckbox: 'yes' }, { name: 'B', order: 2 }] }, '/featuresAndOptions/0/rightCheckbox', (s: ReturnType<typeof check>['settings']) => expect(s.featuresAndOptions).toEqual([{ name: 'A' }, { name: 'B', order: 2 }])],
    ['a menu entry that is not an object is dropped', { featuresAndOptions: ['Documents', { name: 'B' }] }, '/featuresAndOptions/0', (s: ReturnType<typeof check>['settings']) => expect(s.featuresAndOptions).toEqual([{ name: 'B' }])],
    ['an invalid banner date is dropped', { bannerNotification: { enableNotificationBanner: true, dateFrom: 'yesterday' } }, '/bannerNotification/dateFrom', (s: ReturnType<typeof check>['settings']) => expect(s.bannerNotification).toEqual({ enableNotificationBanner: true })],
    ['an empty brand name falls back to the default name', { brand: { name: '' } }, '/brand/name', (s: ReturnType<typeof check>['settings']) => expect(s.brand.name).toBe('Acme')],
    ['an invalid flag name is dropped', { featureFlags: { 'bad name!': true, 'push.chat': true } }, '/featureFlags/bad name!', (s: ReturnType<typeof check>['settings']) => expect(s.featureFlags).toEqual({ 'push.chat': true })],
  ])('%s', (_name, layer, pointer, inspect) => {
    const result = check(layer);
    expect(result.errors.map((e) => e.pointer)).toContain(pointer);
    for (const error of result.errors) expect(error.message).not.toBe('');
    inspect(result.settings);
  });

  it('reports a missing required field where it is missing', () => {
    const result = validateSettings({ brand: { brandColor: '#123456' } }, defaults);
    expect(result.errors).toEqual(expect.arrayContaining([
      { pointer: '/subdomain', message: 'is required' },
      { pointer: '/brand/name', message: 'is required' },
    ]));
    expect(result.settings.subdomain).toBe('acme');
    expect(result.settings.brand).toEqual({ brandColor: '#123456', name: 'Acme' });
  });

  it('drops unknown keys as warnings, not errors', () => {
    const result = check({ colour: 'red', brand: { name: 'A', font: 'Comic' } });
    expect(result.errors).toEqual([]);
    expect(result.warnings.map((w) => w.pointer).sort()).toEqual(['/brand/font', '/colour']);
    expect('colour' in result.settings).toBe(false);
    expect('font' in result.settings.brand).toBe(false);
  });

  it.each([null, 'text', 42, [1, 2], true])('falls back to the defaults when settings are %j', (input) => {
    const result = validateSettings(input, defaults);
    expect(result.settings).toEqual(defaults);
    expect(result.errors).toEqual([{ pointer: '', message: 'settings must be a JSON object' }]);
  });

  it('does not change its input', () => {
    const input = mergeSettings(defaults, { brand: { name: 'A', brandColor: 'blue' } });
    const before = structuredClone(input);
    validateSettings(input, defaults);
    expect(input).toEqual(before);
  });
});
