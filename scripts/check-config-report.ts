// Checks one settings file with the engine of scripts/check-config-engine.ts and formats the
// result as `FILE: /json/pointer: message` lines.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { checkSettings, checkSettingsText } from './check-config-engine.ts';
import type { SettingsIssue } from '../src/settings/settings-types.ts';
import { breaksFrenchTypography } from '../src/i18n/french-typography.ts';
import { textsFilesBeside } from '../hosting/preview-texts.ts';
import { textsOf, unknownPointers, withTexts } from '../fixtures/backend/texts-overlay.ts';

export interface ConfigReport {
  file: string;
  errors: SettingsIssue[];
  warnings: SettingsIssue[];
}

export function checkConfigFile(file: string): ConfigReport {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { file, errors: [{ pointer: '', message: error instanceof Error ? error.message : String(error) }], warnings: [] };
  }
  return { file, ...checkSettingsText(text, basename(file, '.json')) };
}

/**
 * Why a settings file cannot be previewed at all, or undefined: it cannot be read, is not JSON (the
 * parse error), or is not a JSON object (`[]`, `null`, `"x"`). Any other problem is the runtime's
 * to repair, and the preview shows how.
 */
export function unusableSettingsFile(file: string): string | undefined {
  const { value, error } = parsed(file);
  if (error !== undefined) return error;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return undefined;
  const what = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
  return `settings must be a JSON object, not ${what}`;
}

function parsed(file: string): { value?: unknown; error?: string } {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The texts files beside a settings file (`<folder>/<language>/<name>.json`, hosting/preview-texts.ts),
 * checked as the preview will use them: each value a text at a pointer naming a text of the
 * settings, the settings in that language still valid; French texts with French typography (a warning).
 */
export function checkTextsBeside(settingsFile: string): ConfigReport[] {
  const settings = parsed(settingsFile);
  if (settings.error !== undefined) return [];
  return textsFilesBeside(settingsFile).map(({ language, file }) => {
    const texts = parsed(file);
    if (texts.error !== undefined) return { file, errors: [{ pointer: '', message: texts.error }], warnings: [] };
    const value = texts.value;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { file, errors: [{ pointer: '', message: 'must be an object of texts by JSON pointer' }], warnings: [] };
    const good = textsOf(value);
    const errors: SettingsIssue[] = [
      ...Object.keys(value).filter((pointer) => !(pointer in good)).map((pointer) => ({ pointer, message: 'must be a text at a JSON pointer of the settings' })),
      ...unknownPointers(settings.value, good).map((pointer) => ({ pointer, message: `names no text of ${basename(settingsFile)}` })),
      ...checkSettings(withTexts(settings.value, good), basename(settingsFile, '.json')).errors.map((issue) => ({ ...issue, message: `in ${language}: ${issue.message}` })),
    ];
    const warnings = language === 'fr' ? Object.entries(good).filter(([, text]) => breaksFrenchTypography(text)).map(([pointer]) => ({ pointer, message: 'French typography: a no-break space before : and ; ! ?, inside « »' })) : [];
    return { file, errors, warnings };
  });
}

export function reportLines(report: ConfigReport): string[] {
  const at = (issue: SettingsIssue) => `${report.file}: ${issue.pointer || '/'}`;
  return [...report.errors.map((issue) => `${at(issue)}: ${issue.message}`), ...report.warnings.map((issue) => `${at(issue)}: warning: ${issue.message}`)];
}
