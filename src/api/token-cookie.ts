// The auth token lives only in a cookie (never localStorage): secure, SameSite=None and
// Partitioned so it also survives inside a cross-site widget iframe, prefixed by the broker id.
//
// Another port of this host, a sibling subdomain or a page of this host under another path can
// plant a cookie of the same name (cookie tossing): a value a header cannot carry would make every
// call throw, and a copy with a longer path (`Path=/documents`) is sent before ours there. So a
// value that is not a bearer token is no token, more than one copy is no token (which one is ours
// cannot be told), and either way every copy the page can see is expired: the visitor is signed
// out, never stuck (docs/adr/0077-a-token-a-header-can-carry.md).
import { isBearerToken } from './bearer-token.ts';

let prefix = 'default';

export function setTokenCookiePrefix(brokerId: string): void {
  prefix = brokerId;
}

function name(): string {
  return `${prefix}_token`;
}

/** The raw value of every cookie of this name the page sees, in the browser's order. */
function copies(): string[] {
  if (typeof document === 'undefined') return [];
  const wanted = `${name()}=`;
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(wanted))
    .map((part) => part.slice(wanted.length));
}

function decoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined; // broken %-encoding
  }
}

function read(): string | undefined {
  const found = copies();
  if (found.length === 0) return undefined;
  const token = found.length === 1 ? decoded(found[0] as string) : undefined;
  if (isBearerToken(token)) return token;
  clear();
  return undefined;
}

/**
 * Every path a copy the page sees can have: `/` and each prefix of the current path, with and
 * without its slash; and `morePaths`, the app's other pages (a copy planted for /documents is
 * seen only there).
 */
function visiblePaths(morePaths: readonly string[]): string[] {
  const paths = new Set(['/', ...morePaths]);
  let prefixPath = '';
  for (const segment of window.location.pathname.split('/').slice(1)) {
    if (segment === '') continue;
    prefixPath += `/${segment}`;
    paths.add(prefixPath);
    paths.add(`${prefixPath}/`);
  }
  return [...paths];
}

/**
 * No Domain attribute (this host only), then this host and each parent domain (a sibling's
 * `Domain=`); the browser ignores a domain no cookie can have (a public suffix).
 */
function visibleDomains(): (string | undefined)[] {
  const host = window.location.hostname;
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return [undefined];
  const labels = host.split('.');
  return [undefined, ...labels.map((_, i) => labels.slice(i).join('.'))];
}

function write(value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name()}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.round(maxAgeSeconds))}; Secure; SameSite=None; Partitioned`;
}

/** Expires every copy the page can see (and any at `morePaths`): each path and domain it may have, partitioned or not. */
function clear(morePaths: readonly string[] = []): void {
  if (typeof document === 'undefined') return;
  for (const path of visiblePaths(morePaths)) {
    for (const domain of visibleDomains()) {
      const line = `${name()}=; Path=${path};${domain ? ` Domain=${domain};` : ''} Max-Age=0; Secure; SameSite=None`;
      document.cookie = `${line}; Partitioned`;
      // A partitioned cookie is a separate cookie from an unpartitioned one of the same name.
      document.cookie = line;
    }
  }
}

/** Signing in: every copy goes first, so the new token is the only one (docs/product-rules.md#session). */
function replace(value: string, maxAgeSeconds: number, morePaths: readonly string[] = []): void {
  clear(morePaths);
  write(value, maxAgeSeconds);
}

export const tokenCookie = { get: read, set: write, replace, clear };
