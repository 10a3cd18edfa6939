import { describe, expect, it } from 'vitest';
import { createDefaultSettings } from '../src/settings/default-settings.ts';
import { differencesFromDefaults } from './settings-diff.ts';

describe('differences from the defaults', () => {
  const defaults = createDefaultSettings('acme');

  it('lists only the values the settings change, with the default to reset to', () => {
    const diff = differencesFromDefaults(
      { $schema: 'x', subdomain: 'acme', brand: { name: 'Acme', brandColor: '#1f4e79', actionColor: '#123456' }, features: { payments: true }, featuresAndOptions: [{ name: 'A' }] },
      defaults,
    );
    expect(diff).toEqual([
      { pointer: '/brand/actionColor', value: '#123456', default: '#0b6e4f', hasDefault: true },
      { pointer: '/features/payments', value: true, hasDefault: false },
      { pointer: '/featuresAndOptions', value: [{ name: 'A' }], hasDefault: false },
    ]);
  });

  it('reports nothing for the defaults themselves', () => {
    expect(differencesFromDefaults(structuredClone(defaults), defaults)).toEqual([]);
  });
});
