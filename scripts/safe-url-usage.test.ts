// Every `href={…}` and `src={…}` in the app's components either is built by the app itself (an
// in-app path, a maps link) or passes through the one URL rule (src/paths/safe-url.ts, or a helper
// over it). Anything else is listed here with the place that already applied the rule; a new
// `href={data.url}` fails this test until it goes through safeUrl.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** Expressions that are the rule itself, a helper over it, or built by the app. */
const SAFE_PREFIXES = ['safeUrl(', 'safeFileUrl(', 'PATHS.', 'withQuery(PATHS.', 'flowUrl(', 'mapHref(', 'directionsHref('];

/** Variables checked where they are made: `file: expression` → where the rule was applied. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  'src/features/contact/contact-screen.tsx: href': 'ActionLink receives telHref / mailtoHref / webHref (contact-links.ts, over safeUrl) or mapHref',
  'src/features/contact/contact-screen.tsx: web': 'webHref (contact-links.ts, over safeUrl)',
  'src/features/contact/contact-screen.tsx: mail': 'mailtoHref (contact-links.ts)',
  'src/features/contact/contact-screen.tsx: tel': 'telHref (contact-links.ts): digits only',
  'src/features/contact/contact-screen.tsx: tollFreeTel': 'telHref (contact-links.ts): digits only',
  'src/features/services/services-screen.tsx: tel': 'telHref (contact-links.ts): digits only',
  'src/ui/main-menu.tsx: item.href': 'derive-menu.ts: safeUrl on every settings url, in-app paths otherwise',
  'src/ui/main-menu.tsx: icon.src': 'derive-menu.ts: safeUrl(iconUrl, web)',
  'src/features/icons/icons-screen.tsx: icon.src': 'the built-in brand icons (bundled assets)',
  'src/features/accessibility/accessibility-screen.tsx: mail': 'mailtoHref (contact-links.ts)',
  'src/features/accessibility/accessibility-screen.tsx: tel': 'telHref (contact-links.ts): digits only',
  'src/features/accessibility/accessibility-screen.tsx: web': 'webHref (contact-links.ts, over safeUrl)',
  'src/features/documents/slips/wallet-buttons.tsx: `/wallet/add-to-apple-wallet-${language}.svg`': 'the app’s own badge (public/wallet/), in the app’s language',
  'src/features/documents/slips/wallet-buttons.tsx: `/wallet/save-to-google-wallet-${language}.svg`': 'the app’s own badge (public/wallet/), in the app’s language',
  'src/shell/app-header.tsx: brand.logo': 'derive-runtime.ts: safeUrl(logo, web)',
  'src/features/documents/slips/slip-card.tsx: runtime.brand.logo': 'derive-runtime.ts: safeUrl(logo, web)',
  'src/features/inventory/report-view.tsx: src': 'a local object url or useFileSrc (the API file’s object url, else safeFileUrl)',
  'src/features/inventory/room-view.tsx: src': 'a local object url or useFileSrc (the API file’s object url, else safeFileUrl)',
  'src/features/inventory/item-files.tsx: src': 'a local object url or useFileSrc (the API file’s object url, else safeFileUrl)',
  'src/features/claims/contents-renderer.tsx: src': 'useFileSrc (the API file’s object url, else safeFileUrl: plain http refused), in Thumb',
  'src/features/inventory/item-view.tsx: roomUrl': 'withQuery(PATHS.inventory, …)',
  'src/features/inventory/room-view.tsx: all': 'withQuery(PATHS.inventory, …)',
  'src/features/home/home-pending.tsx: item.href': 'PATHS / withQuery built in the same file',
  'src/shell/framing-refused.tsx: url.href': 'the page’s own location',
  'src/shell/storage-alert.tsx: `${window.location.origin}/`': 'the page’s own origin',
  'src/features/chat/chat-after-hours.tsx: `tel:${telOf(afterHoursPhone)}`': 'telOf keeps digits and + only',
  'src/features/chat/chat-after-hours.tsx: `mailto:${afterHoursEmail}`': 'settings schema: format email',
  'src/features/claims/claim-numbers-screen.tsx: `tel:${entry.phone.replace(/[^\\d+]/g, \'\')}`': 'digits and + only',
};

function components(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path.startsWith('src/generated') ? [] : components(path);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** The expression inside `attr={…}`, braces balanced. */
function expressions(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\b(?:href|src)=\{/g)) {
    let depth = 1;
    let i = (match.index ?? 0) + match[0].length;
    const start = i;
    for (; i < source.length && depth > 0; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}') depth--;
    }
    found.push(source.slice(start, i - 1).trim());
  }
  return found;
}

/** Every href/src expression not made safe, as `file: expression`. */
export function uncheckedUrls(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) =>
    expressions(read(file))
      .filter((expression) => !SAFE_PREFIXES.some((prefix) => expression.startsWith(prefix)))
      .map((expression) => `${file}: ${expression}`)
      .filter((entry) => !(entry in CHECKED_ELSEWHERE)),
  );
}

describe('URLs set from data', () => {
  it('go through the one URL rule (src/paths/safe-url.ts)', () => {
    const files = components('src').map((file) => relative(root, join(root, file)));
    expect(uncheckedUrls(files, (file) => readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('finds a link taken from data as is', () => {
    expect(uncheckedUrls(['x.tsx'], () => '<a href={document.url}>open</a> <img src={safeUrl(u)} />')).toEqual(['x.tsx: document.url']);
  });
});
