// The auth token lives only in a cookie (never localStorage): secure, SameSite=None and
// Partitioned so it also survives inside a cross-site widget iframe, prefixed by the broker id.

let prefix = 'default';

export function setTokenCookiePrefix(brokerId: string): void {
  prefix = brokerId;
}

function name(): string {
  return `${prefix}_token`;
}

function read(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const wanted = `${name()}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(wanted));
  if (!found) return undefined;
  try {
    return decodeURIComponent(found.slice(wanted.length));
  } catch {
    // Another port of this host or a sibling subdomain can plant a cookie of this name with
    // broken %-encoding: treat it as absent and expire it, so the app starts signed out.
    clear();
    return undefined;
  }
}

function write(value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name()}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}; Secure; SameSite=None; Partitioned`;
}

function clear(): void {
  write('', 0);
  // A partitioned cookie is a separate cookie: also expire an unpartitioned one of the same
  // name (e.g. left by an older version).
  if (typeof document !== 'undefined') document.cookie = `${name()}=; Path=/; Max-Age=0; Secure; SameSite=None`;
}

export const tokenCookie = { get: read, set: write, clear };
