// Tenant HTML (the banner, custom pages) is sanitised before it is rendered: DOMPurify removes scripts, event handlers and
// javascript: urls; every link opens in a new tab with rel="noopener noreferrer". Links follow the
// one URL rule (src/paths/safe-url.ts: no `//host`, no `/\host`; a refused link loses its href),
// and a link that leaves the brokerage's own hosts (those its settings name) shows its destination
// host beside its text, so "sign in again here" cannot hide where it goes.
import DOMPurify from 'dompurify';
import { safeUrl } from '../paths/safe-url.ts';

let hooked = false;
/** The hosts of the sanitisation under way (set around each synchronous DOMPurify call). */
let ownHosts: readonly string[] = [];

function currentHost(): string | undefined {
  return (globalThis as { location?: { host?: string } }).location?.host?.toLowerCase() || undefined;
}

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // A link whose url is absent or refused by the URL rule (javascript:, //host…) is no longer a
    // link: its text stays, as plain text (styled as a link, it promised a link that does nothing).
    const href = node.getAttribute('href');
    const safe = href === null ? undefined : safeUrl(href);
    if (!safe) {
      node.replaceWith(...Array.from(node.childNodes));
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('href', safe);
    if (!/^https?:/i.test(safe)) return;
    const host = new URL(safe).host.toLowerCase();
    if (host === currentHost() || ownHosts.includes(host)) return;
    const mark = node.ownerDocument.createElement('small');
    mark.textContent = `(${host})`;
    node.append(' ', mark);
  });
}

function withHosts<T>(hosts: readonly string[], run: () => T): T {
  ownHosts = hosts.map((host) => host.toLowerCase());
  try {
    return run();
  } finally {
    ownHosts = [];
  }
}

const CONFIG = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small', 'h2', 'h3'],
  ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'lang'],
  ALLOW_DATA_ATTR: false,
};

/**
 * Event-handler attributes dropped before parsing: DOMPurify removes them anyway, but Chromium
 * reports a CSP violation for each one it parses (the handler never runs), which would drown real
 * reports. DOMPurify stays the sanitiser; this only keeps the reports meaningful.
 */
export function withoutEventHandlers(html: string): string {
  return html.replace(/\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}

/**
 * `<base>` elements dropped before parsing, for the same reason: DOMPurify removes them, but the
 * browser reports the CSP's base-uri for each one it parses.
 */
export function withoutBaseElements(html: string): string {
  return html.replace(/<base\b[^>]*>/gi, '');
}

/**
 * `<style>` elements and `style` attributes dropped before parsing, for the same reason: the policy
 * allows no inline style, DOMPurify keeps neither, but the browser reports each one it parses.
 */
export function withoutInlineStyles(html: string): string {
  return html.replace(/<style\b[^>]*>[\s\S]*?(?:<\/style\s*>|$)/gi, '').replace(/\s+style\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}

const beforeParsing = (html: string) => withoutInlineStyles(withoutBaseElements(withoutEventHandlers(html)));

/**
 * Recent results, so one HTML is sanitised once: start-up sanitises the banner's while it waits for
 * the network (preloadBanner), and the first render, whose task holds back the first screen, takes
 * it from here (docs/adr/0063-start-up-work-beside-the-network.md).
 */
const recent = new Map<string, TrustedHTML | string>();
const RECENT_LIMIT = 8;

/** The sanitised HTML as TrustedHTML where the browser has Trusted Types (the build's CSP requires them). */
export function trustedTenantHtml(html: string, hosts: readonly string[] = []): TrustedHTML | string {
  const key = `${currentHost() ?? ''}\n${hosts.join(' ')}\n${html}`;
  const known = recent.get(key);
  if (known !== undefined) return known;
  addLinkHook();
  const safe = withHosts(hosts, () => DOMPurify.sanitize(beforeParsing(html), { ...CONFIG, RETURN_TRUSTED_TYPE: true }) as TrustedHTML | string);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value as string);
  recent.set(key, safe);
  return safe;
}
