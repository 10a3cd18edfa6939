// The checks of `check-config`, on a settings document already read: the runtime's own validator
// (precompiled from the schema) over the runtime's defaults, plus the brand colours' contrast.
// No file access, so the settings studio's problems panel runs the very same checks in its page.
import { validateSettings } from '../src/settings/validate-settings.ts';
import { createDefaultSettings } from '../src/settings/default-settings.ts';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../src/settings/color-contrast.ts';
import type { SettingsIssue } from '../src/settings/settings-types.ts';

export interface SettingsCheck {
  errors: SettingsIssue[];
  warnings: SettingsIssue[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The broker id a document is checked as: its own `subdomain`, else `fallbackId` (e.g. the file name). */
export function brokerIdOf(raw: unknown, fallbackId: string): string {
  return isObject(raw) && typeof raw.subdomain === 'string' ? raw.subdomain : fallbackId;
}

/** Errors and warnings (unknown keys) of a parsed settings document, each with its JSON pointer. */
export function checkSettings(raw: unknown, fallbackId: string): SettingsCheck {
  const { errors, warnings } = validateSettings(raw, createDefaultSettings(brokerIdOf(raw, fallbackId)));
  return { errors, warnings };
}

/** `checkSettings` of a document's text; text that is not JSON is one error at the root. */
export function checkSettingsText(text: string, fallbackId: string): SettingsCheck {
  let raw: unknown;
  try {
    raw = JSON.parse(text) as unknown;
  } catch (error) {
    return { errors: [{ pointer: '', message: error instanceof Error ? error.message : String(error) }], warnings: [] };
  }
  return checkSettings(raw, fallbackId);
}

export interface ContrastCheck {
  /** Where the text colour is set (or would be). */
  pointer: string;
  background: string;
  text: string;
  ratio: number;
  /** WCAG 2 AA for normal text (4.5:1). */
  passesAA: boolean;
}

const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * The brand colour against its contrast colour, on phones and (with their fallbacks) on wide
 * screens, as the runtime will paint them: the document's values over the defaults.
 */
export function brandContrast(raw: unknown, fallbackId: string): ContrastCheck[] {
  const defaults = createDefaultSettings(brokerIdOf(raw, fallbackId)).brand;
  const brand = isObject(raw) && isObject(raw.brand) ? raw.brand : {};
  const colour = (key: string, fallback: string): string => {
    const value = brand[key];
    return typeof value === 'string' && COLOUR.test(value) ? value : fallback;
  };
  const phone = { background: colour('brandColor', defaults.brandColor ?? '#000000'), text: colour('brandContrastColor', defaults.brandContrastColor ?? '#ffffff') };
  const desktop = { background: colour('desktopBrandColor', phone.background), text: colour('desktopBrandContrastColor', phone.text) };
  const check = (pointer: string, pair: { background: string; text: string }): ContrastCheck => {
    const ratio = contrastRatio(pair.background, pair.text);
    return { pointer, ...pair, ratio, passesAA: ratio >= MIN_TEXT_CONTRAST };
  };
  return [check('/brand/brandContrastColor', phone), check('/brand/desktopBrandContrastColor', desktop)];
}
