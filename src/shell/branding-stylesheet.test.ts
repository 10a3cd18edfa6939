import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/api-client.ts';
import { brandingStylesheetQuery } from '../settings/derive-theme.ts';
import { brandingStylesheetUrl } from './branding-stylesheet.ts';

const client = (assetBase?: string) => createApiClient({ base: '/api', ...(assetBase ? { assetBase } : {}), brokerId: 'northwind', language: () => 'en' });

describe('branding stylesheet', () => {
  it('falls back to the mobile colours for the desktop ones', () => {
    expect(brandingStylesheetQuery({ name: 'A', brandColor: '#0b5394', brandContrastColor: '#ffffff', actionColor: '#e69138' })).toEqual({ b: '#0b5394', bc: '#ffffff', db: '#0b5394', dbc: '#ffffff', a: '#e69138' });
  });

  it('sends every colour the call requires, the defaults for those the settings leave out', () => {
    expect(brandingStylesheetQuery({ name: 'A', desktopBrandColor: '#222222' })).toEqual({ b: '#1f4e79', bc: '#ffffff', db: '#222222', dbc: '#ffffff', a: '#0b6e4f' });
  });

  it('is the call branding.getStyles on the asset host, with the broker, through the API client', () => {
    const query = brandingStylesheetQuery({ name: 'A', brandColor: '#0b5394', desktopBrandColor: '#222222' });
    const url = new URL(brandingStylesheetUrl(client('https://assets.example.org'), query));
    expect(url.origin + url.pathname).toBe('https://assets.example.org/get-branding-styles');
    expect(Object.fromEntries(url.searchParams)).toEqual({ broker: 'northwind', b: '#0b5394', bc: '#ffffff', db: '#222222', dbc: '#ffffff', a: '#0b6e4f' });
  });

  it('uses the API base when there is no asset host', () => {
    const query = brandingStylesheetQuery({ name: 'A', brandColor: '#0b5394' });
    expect(brandingStylesheetUrl(client(), query)).toMatch(/^\/api\/get-branding-styles\?broker=northwind&b=%230b5394&/);
  });
});
