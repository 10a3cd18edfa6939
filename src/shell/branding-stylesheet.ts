// The branding stylesheet of docs/product-rules.md#branding-stylesheet: the call branding.getStyles (static asset host) with the
// brand colours (b, bc, db, dbc, a; desktop values fall back to the mobile ones), its URL from the
// one API client and call table, added as a <link> so no inline style is needed under a strict CSP.
import type { ApiClient } from '../api/api-client.ts';
import { toApiRequest } from '../api/call-api.ts';
import type { BrandingGetStylesRequest } from '../api/generated/api-types.ts';

export function brandingStylesheetUrl(client: ApiClient, query: BrandingGetStylesRequest): string {
  return client.url(toApiRequest('branding.getStyles', query));
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
