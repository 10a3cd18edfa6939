import { describe, expect, it } from 'vitest';
import { brandingStylesheetQuery, brandingStylesheetUrl } from './branding-stylesheet.ts';

describe('branding stylesheet', () => {
  it('falls back to the mobile colours for the desktop ones', () => {
    expect(brandingStylesheetQuery({ name: 'A', brandColor: '#0b5394', brandContrastColor: '#ffffff', actionColor: '#e69138' })).toEqual({ b: '#0b5394', bc: '#ffffff', db: '#0b5394', dbc: '#ffffff', a: '#e69138' });
  });

  it('builds the asset-host url with the broker and only the colours that are set', () => {
    const url = new URL(brandingStylesheetUrl('https://assets.example.org', 'northwind', { name: 'A', brandColor: '#0b5394', desktopBrandColor: '#222222' }));
    expect(url.origin + url.pathname).toBe('https://assets.example.org/get-branding-styles');
    expect(Object.fromEntries(url.searchParams)).toEqual({ broker: 'northwind', b: '#0b5394', db: '#222222' });
  });
});
