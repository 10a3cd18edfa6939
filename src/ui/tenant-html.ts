// Tenant HTML (the banner, custom pages) is sanitised before it is rendered: DOMPurify removes scripts, event handlers and
// javascript: urls; every link opens in a new tab with rel="noopener noreferrer".
import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // A link whose url was refused (javascript:) is no longer a link: its text stays, as plain text
    // (styled as a link, it promised a link that does nothing).
    if (!node.hasAttribute('href')) {
      node.replaceWith(...Array.from(node.childNodes));
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
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

/** The sanitised HTML as TrustedHTML where the browser has Trusted Types (the build's CSP requires them). */
export function trustedTenantHtml(html: string): TrustedHTML | string {
  addLinkHook();
  return DOMPurify.sanitize(withoutEventHandlers(html), { ...CONFIG, RETURN_TRUSTED_TYPE: true }) as TrustedHTML | string;
}

/** The sanitised HTML as a string (tests, and browsers without Trusted Types). */
export function sanitizeTenantHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(withoutEventHandlers(html), CONFIG);
}
