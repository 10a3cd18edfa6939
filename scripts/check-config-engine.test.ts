import { describe, expect, it } from 'vitest';
import { brandContrast, checkSettingsText } from './check-config-engine.ts';

describe('check-config engine', () => {
  it('names each error and unknown key by its pointer', () => {
    const check = checkSettingsText(JSON.stringify({ subdomain: 'acme', brand: { name: 'Acme', brandColor: 'red', shade: 1 } }), 'acme');
    expect(check.errors).toEqual([{ pointer: '/brand/brandColor', message: 'must be a colour as #rgb, #rrggbb or #rrggbbaa' }]);
    expect(check.warnings).toEqual([{ pointer: '/brand/shade', message: 'is not a known setting' }]);
  });

  it('names a "__proto__" key as unknown at any depth, even in a map that takes any key, and keeps the rest', () => {
    const text = '{"__proto__": {}, "subdomain": "acme", "brand": {"name": "Acme"}, "graphics": {"icons": {"__proto__": "/evil.png", "home": "/home.png"}}}';
    const check = checkSettingsText(text, 'acme');
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual(
      expect.arrayContaining([
        { pointer: '/__proto__', message: 'is not a known setting' },
        { pointer: '/graphics/icons/__proto__', message: 'is not a known setting' },
      ]),
    );
    expect(check.warnings).toHaveLength(2);
  });

  it('refuses a country without data (its forms, units and currency) and a currency it does not know', () => {
    const check = checkSettingsText(JSON.stringify({ subdomain: 'acme', brand: { name: 'Acme' }, countryIsoCode: 'FR', currency: 'EUR' }), 'acme');
    expect(check.errors.map((error) => error.pointer)).toEqual(['/countryIsoCode', '/currency']);
    expect(checkSettingsText(JSON.stringify({ subdomain: 'acme', brand: { name: 'Acme' }, countryIsoCode: 'US', currency: 'USD' }), 'acme').errors).toEqual([]);
  });

  it('reports text that is not JSON as one error at the root', () => {
    expect(checkSettingsText('{ "brand": ', 'acme').errors).toEqual([{ pointer: '', message: expect.any(String) }]);
  });

  it('checks the brand colours for WCAG AA with the ratio, desktop falling back to phone', () => {
    const [phone, desktop] = brandContrast({ brand: { name: 'A', brandColor: '#777777', brandContrastColor: '#ffffff', desktopBrandColor: '#000000' } }, 'a');
    expect(phone).toMatchObject({ pointer: '/brand/brandContrastColor', background: '#777777', text: '#ffffff', passesAA: false });
    expect(phone?.ratio).toBeCloseTo(4.48, 2);
    expect(desktop).toMatchObject({ background: '#000000', text: '#ffffff', ratio: 21, passesAA: true });
  });
});
