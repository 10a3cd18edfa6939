// The branding stylesheet of docs/product-rules.md#branding-stylesheet: GET /get-branding-styles on the static asset host with the
// brand colours (b, bc, db, dbc, a; desktop values fall back to the mobile ones), added as a
// <link> so no inline style is needed under a strict CSP.
import { buildUrl } from '../api/api-client.ts';
import type { Settings } from '../settings/settings-types.ts';
import { brandingStylesheetQuery } from '../settings/derive-theme.ts';

export { brandingStylesheetQuery };

export function brandingStylesheetUrl(assetBase: string, brokerId: string, brand: Settings['brand']): string {
  return buildUrl(assetBase, brokerId, { path: '/get-branding-styles', query: brandingStylesheetQuery(brand) });
}

export function brandingUrlFromQuery(assetBase: string, brokerId: string, query: Record<string, string | undefined>): string {
  return buildUrl(assetBase, brokerId, { path: '/get-branding-styles', query });
}

const LINK_ID = 'branding-stylesheet';

export function applyBrandingStylesheet(url: string | undefined, doc: Document = document): void {
  const existing = doc.getElementById(LINK_ID);
  if (!url) {
    existing?.remove();
    return;
  }
  const link = (existing as HTMLLinkElement | null) ?? Object.assign(doc.createElement('link'), { id: LINK_ID, rel: 'stylesheet' });
  link.href = url;
  if (!existing) doc.head.appendChild(link);
}
