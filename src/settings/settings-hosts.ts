// The hosts a brokerage's settings name in their URL fields (menu entries, terms, review pages,
// logo, icons…, src/generated/settings-url-fields.ts, read from the schema): its own sites. Tenant
// HTML marks links that leave them (src/ui/tenant-html.ts), and the image policy lists them
// (hosting/content-security-policy.ts). Free text (a banner, a label) names no host, even when it
// starts with https://: otherwise the banner's own link would never be marked. Pure.
import { SETTINGS_URL_FIELDS } from '../generated/settings-url-fields.ts';
import { parsePointer } from '../api/json-pointer.ts';

/** The values at a pointer pattern (`*`: every item or key), own keys only. */
function valuesAt(node: unknown, tokens: readonly string[]): unknown[] {
  if (tokens.length === 0) return [node];
  if (typeof node !== 'object' || node === null) return [];
  const [token, ...rest] = tokens as [string, ...string[]];
  if (token === '*') return Object.values(node).flatMap((child) => valuesAt(child, rest));
  return Object.prototype.hasOwnProperty.call(node, token) ? valuesAt((node as Record<string, unknown>)[token], rest) : [];
}

export function hostsNamedIn(settings: unknown): string[] {
  const hosts = new Set<string>();
  for (const field of SETTINGS_URL_FIELDS) {
    for (const value of valuesAt(settings, parsePointer(field))) {
      if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) continue;
      try {
        hosts.add(new URL(value).host.toLowerCase());
      } catch {
        // Not a URL after all: names no host.
      }
    }
  }
  return [...hosts].sort();
}
