// The one rule for a URL that comes from a server or from settings before it becomes an `href` or
// a `src`: an http(s) URL, a mailto: or tel: link, or a path of the app's own origin once resolved
// as the browser would (so `//host`, `/\host` and `/<tab>/host`, which browsers send to another
// site, are refused). Anything else (javascript:, data:, vbscript:, blob:…) is refused. Pure; the
// service worker uses it too. scripts/safe-url-usage.test.ts finds any `href`/`src` set another way.

interface SafeUrlOptions {
  /** The page's origin (default: the current one). */
  origin?: string;
  /** 'link' (default): http(s), mailto:, tel: or an own path; 'web': http(s) or an own path (images, files); 'path': an own path only. */
  kind?: 'link' | 'web' | 'path';
}

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
/** Characters browsers strip or rewrite in URLs (controls, whitespace, backslash): never in a URL taken from data. */
function suspect(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

function currentOrigin(): string {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return location?.origin && location.origin !== 'null' ? location.origin : 'http://localhost';
}

/** The URL as safe to use, or undefined when the rule refuses it. */
export function safeUrl(url: unknown, options: SafeUrlOptions = {}): string | undefined {
  if (typeof url !== 'string') return undefined;
  const text = url.trim();
  if (text === '' || text.length > 2048) return undefined;
  const origin = options.origin ?? currentOrigin();
  const kind = options.kind ?? 'link';
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  try {
    if (scheme === undefined) {
      // A path: the browser resolves it against the page; only one that stays on this origin.
      const resolved = new URL(text, `${origin}/`);
      if (resolved.origin !== origin || !text.startsWith('/') || text.startsWith('//') || suspect(text)) return undefined;
      return `${resolved.pathname}${resolved.search}${resolved.hash}`;
    }
    if (kind === 'path') return undefined;
    // A phone number as people write it (spaces, dots, dashes, brackets).
    if (scheme === 'tel') return kind === 'link' && /^tel:[+0-9().\- ]+$/i.test(text) ? text : undefined;
    if (suspect(text)) return undefined;
    if (scheme === 'http' || scheme === 'https') {
      const parsed = new URL(text);
      return parsed.host !== '' ? text : undefined;
    }
    if (kind === 'link' && scheme === 'mailto') return text;
    return undefined;
  } catch {
    return undefined;
  }
}
