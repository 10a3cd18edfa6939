import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest.ts';
import { buildRuntime } from '../settings/settings-pipeline.ts';
import { features } from '../features/feature-registry.ts';

describe('web manifest per brokerage', () => {
  it('takes name, colours and icons from the settings, with absolute urls', () => {
    const runtime = buildRuntime([{ brand: { name: 'Northwind Agency', brandColor: '#0b5394', icons: [{ name: 'icon-192', src: '/brand/n/192.png', sizes: '192x192', type: 'image/png' }] } }], { brokerId: 'northwind', mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults });
    const manifest = webManifest(runtime, 'https://northwind.example.com');
    expect(manifest).toMatchObject({ name: 'Northwind Agency', short_name: 'Northwind', start_url: 'https://northwind.example.com/', theme_color: '#0b5394', display: 'standalone' });
    expect(manifest.icons).toEqual([{ src: 'https://northwind.example.com/brand/n/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' }]);
  });

  it('has a default icon when the brand gives none', () => {
    const runtime = buildRuntime([{ brand: { name: 'Minimal' } }], { brokerId: 'minimal', mode: 'direct', now: new Date(), menuDefaults: features.menuDefaults });
    expect(webManifest(runtime, 'http://minimal.localhost:4173').icons[0]?.src).toBe('http://minimal.localhost:4173/favicon.svg');
  });
});
