import { beforeEach, describe, expect, it } from 'vitest';
import { StoredLastSettingsState } from '../generated/state/last-settings.validator.js';
import { initialLastSettingsState, lastSettingsState, savedSettings, saveSettings } from './last-settings.ts';

beforeEach(() => {
  lastSettingsState.saved = structuredClone(initialLastSettingsState.saved);
});

describe('last good settings (docs/product-rules.md#last-good-settings)', () => {
  it('keeps the layers per brokerage, mode and language, and gives back a plain copy', () => {
    saveSettings('lakeshore', 'direct', 'fr', [{ brand: { name: 'Lakeshore' } }, { language: 'fr' }], 1000);
    const saved = savedSettings('lakeshore', 'direct', 'fr');
    expect(saved).toEqual({ layers: [{ brand: { name: 'Lakeshore' } }, { language: 'fr' }], at: 1000, language: 'fr' });
    // A copy: the pipeline may change it without changing what is kept.
    if (!saved) throw new Error('nothing saved');
    (saved.layers[0] as { brand: { name: string } }).brand.name = 'changed';
    expect(savedSettings('lakeshore', 'direct', 'fr')?.layers[0]).toEqual({ brand: { name: 'Lakeshore' } });
    expect(savedSettings('lakeshore', 'widget', 'fr')).toBeUndefined();
    expect(savedSettings('maplecrest', 'direct', 'fr')).toBeUndefined();
  });

  it('falls back to the latest copy in the other language', () => {
    saveSettings('lakeshore', 'direct', 'fr', [{ language: 'fr' }], 2000);
    expect(savedSettings('lakeshore', 'direct', 'en')).toMatchObject({ language: 'fr', at: 2000 });
    saveSettings('lakeshore', 'direct', 'en', [{ language: 'en' }], 3000);
    expect(savedSettings('lakeshore', 'direct', 'en')).toMatchObject({ language: 'en', at: 3000 });
  });

  it('keeps only answers that arrived whole (objects, at most four), and the twelve latest', () => {
    saveSettings('lakeshore', 'direct', 'en', [{ a: 1 }, undefined]);
    saveSettings('lakeshore', 'direct', 'en', [{ a: 1 }, []]);
    saveSettings('lakeshore', 'direct', 'en', []);
    saveSettings('lakeshore', 'direct', 'en', [{}, {}, {}, {}, {}]);
    expect(savedSettings('lakeshore', 'direct', 'en')).toBeUndefined();
    for (let i = 0; i < 14; i += 1) saveSettings(`broker-${i}`, 'direct', 'en', [{ i }], i);
    expect(Object.keys(lastSettingsState.saved)).toHaveLength(12);
    expect(savedSettings('broker-0', 'direct', 'en')).toBeUndefined();
    expect(savedSettings('broker-13', 'direct', 'en')).toMatchObject({ layers: [{ i: 13 }] });
  });

  it('what it keeps passes its stored schema; hostile stored shapes do not', () => {
    saveSettings('lakeshore', 'app', 'fr', [{ brand: {} }, { features: {} }], 5);
    expect(StoredLastSettingsState(JSON.parse(JSON.stringify(lastSettingsState)))).toBe(true);
    expect(StoredLastSettingsState({ saved: { 'lakeshore|direct|en': { at: 1, layers: 'x' } } })).toBe(false);
    expect(StoredLastSettingsState({ saved: { '../evil|direct|en': { at: 1, layers: [{}] } } })).toBe(false);
    expect(StoredLastSettingsState({ saved: { 'lakeshore|direct|de': { at: 1, layers: [{}] } } })).toBe(false);
    expect(StoredLastSettingsState({ saved: { 'lakeshore|direct|en': { at: -1, layers: [{}] } } })).toBe(false);
    // Past the range of a date, it could not be shown (new Date(at) would be invalid).
    expect(StoredLastSettingsState({ saved: { 'lakeshore|direct|en': { at: 1e300, layers: [{}] } } })).toBe(false);
  });
});
