// The web manifest of the brokerage (one build serves every brokerage): generated from the
// Runtime and linked as a data: url, with absolute urls as such manifests require.
import type { Runtime } from '../settings/runtime.ts';
import { DEFAULT_BRAND_COLOR } from '../settings/default-settings.ts';

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  id: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  lang: string;
  icons: { src: string; sizes: string; type?: string; purpose?: string }[];
}

export function webManifest(runtime: Pick<Runtime, 'brand' | 'theme' | 'language'>, origin: string): WebManifest {
  const icons = runtime.brand.icons.length > 0 ? runtime.brand.icons : [{ name: 'favicon', src: '/favicon.svg', type: 'image/svg+xml' }];
  return {
    name: runtime.brand.name,
    short_name: runtime.brand.name.length > 12 ? runtime.brand.name.split(/\s+/)[0] ?? runtime.brand.name : runtime.brand.name,
    start_url: `${origin}/`,
    scope: `${origin}/`,
    id: `${origin}/`,
    display: 'standalone',
    theme_color: runtime.theme['--brand'] ?? DEFAULT_BRAND_COLOR,
    background_color: '#ffffff',
    lang: runtime.language === 'fr' ? 'fr-CA' : 'en-CA',
    icons: icons.map((icon) => ({
      src: new URL(icon.src, `${origin}/`).toString(),
      sizes: icon.sizes ?? 'any',
      ...(icon.type ? { type: icon.type } : {}),
      purpose: 'any',
    })),
  };
}

export function linkManifest(manifest: WebManifest, doc: Document = document): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'manifest';
    doc.head.appendChild(link);
  }
  link.href = `data:application/manifest+json,${encodeURIComponent(JSON.stringify(manifest))}`;
  let theme = doc.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!theme) {
    theme = doc.createElement('meta');
    theme.name = 'theme-color';
    doc.head.appendChild(theme);
  }
  theme.content = manifest.theme_color;
}
