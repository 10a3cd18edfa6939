// Tenant HTML is sanitised before it is rendered: DOMPurify removes scripts, event handlers and
// javascript: urls; every link opens in a new tab with rel="noopener noreferrer".
import DOMPurify from 'dompurify';

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeBannerHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li', 'small'],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'lang'],
    ALLOW_DATA_ATTR: false,
  });
}
