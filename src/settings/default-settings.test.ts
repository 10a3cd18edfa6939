import { describe, expect, it } from 'vitest';
import schema from '../../schemas/settings.schema.json';
import { createDefaultSettings, DEFAULT_BRAND_COLOR, DEFAULT_COUNTRY } from './default-settings.ts';

describe('default settings', () => {
  it('take their brand colour and country from the settings schema’s defaults', () => {
    const brand = schema.properties.brand as { properties: { brandColor: { default?: string } } };
    expect(DEFAULT_BRAND_COLOR).toBe(brand.properties.brandColor.default);
    expect(createDefaultSettings('acme').brand.brandColor).toBe(DEFAULT_BRAND_COLOR);
    expect(DEFAULT_COUNTRY).toBe((schema.properties.countryIsoCode as { default?: string }).default);
  });
});
