// Size limits on merged settings, applied before validation: a settings file with thousands of
// menu entries or megabytes of banner HTML would make every start slow (validation and rendering
// grow with it), and no brokerage needs that much. What goes over is cut, with a notice.
import type { SettingsIssue } from './settings-types.ts';
import { isPlainObject } from './merge-settings.ts';

const MAX_MENU_ENTRIES = 100;
/** Banner and custom page HTML, in UTF-8 bytes. */
const MAX_TENANT_HTML_BYTES = 100 * 1024;

export function htmlTooLarge(html: string): boolean {
  // Cheap test first: a string of n UTF-16 units encodes to at most 3n bytes.
  if (html.length * 3 <= MAX_TENANT_HTML_BYTES) return false;
  return new TextEncoder().encode(html).length > MAX_TENANT_HTML_BYTES;
}

/** Cuts what goes over the limits in place of a shallow copy; `input` itself is not changed. */
export function applySettingsLimits(input: unknown): { settings: unknown; errors: SettingsIssue[] } {
  const errors: SettingsIssue[] = [];
  if (!isPlainObject(input)) return { settings: input, errors };
  const settings = { ...input };
  const menu = settings.featuresAndOptions;
  if (Array.isArray(menu) && menu.length > MAX_MENU_ENTRIES) {
    settings.featuresAndOptions = menu.slice(0, MAX_MENU_ENTRIES);
    errors.push({ pointer: '/featuresAndOptions', message: `has ${menu.length} entries; only the first ${MAX_MENU_ENTRIES} are used` });
  }
  const banner = settings.bannerNotification;
  if (isPlainObject(banner) && typeof banner.bannerMessage === 'string' && htmlTooLarge(banner.bannerMessage)) {
    const { bannerMessage: _dropped, ...rest } = banner;
    settings.bannerNotification = rest;
    errors.push({ pointer: '/bannerNotification/bannerMessage', message: `is larger than ${MAX_TENANT_HTML_BYTES / 1024} KB and was dropped` });
  }
  return { settings, errors };
}
