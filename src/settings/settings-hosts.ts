// The hosts a brokerage's settings name in their http(s) URLs (menu entries, terms, review pages,
// logo, icons…): its own sites. Tenant HTML marks links that leave them (src/ui/tenant-html.ts),
// and the image policy lists them (hosting/content-security-policy.ts). Pure.

const MAX_DEPTH = 12;

export function hostsNamedIn(settings: unknown): string[] {
  const hosts = new Set<string>();
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (!/^https?:\/\//i.test(value)) return;
      try {
        hosts.add(new URL(value).host.toLowerCase());
      } catch {
        // Not a URL after all: names no host.
      }
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) walk(item, depth + 1);
    }
  };
  walk(settings, 0);
  return [...hosts].sort();
}
