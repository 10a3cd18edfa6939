// Checks one settings file with the runtime's own validator (precompiled from the schema) and
// formats the result as `FILE: /json/pointer: message` lines.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { validateSettings } from '../src/settings/validate-settings.ts';
import { createDefaultSettings } from '../src/settings/default-settings.ts';
import type { SettingsIssue } from '../src/settings/settings-types.ts';

export interface ConfigReport {
  file: string;
  errors: SettingsIssue[];
  warnings: SettingsIssue[];
}

export function checkConfigFile(file: string): ConfigReport {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (error) {
    return { file, errors: [{ pointer: '', message: error instanceof Error ? error.message : String(error) }], warnings: [] };
  }
  const subdomain = typeof raw === 'object' && raw !== null && typeof (raw as { subdomain?: unknown }).subdomain === 'string' ? (raw as { subdomain: string }).subdomain : basename(file, '.json');
  const { errors, warnings } = validateSettings(raw, createDefaultSettings(subdomain));
  return { file, errors, warnings };
}

export function reportLines(report: ConfigReport): string[] {
  const at = (issue: SettingsIssue) => `${report.file}: ${issue.pointer || '/'}`;
  return [...report.errors.map((issue) => `${at(issue)}: ${issue.message}`), ...report.warnings.map((issue) => `${at(issue)}: warning: ${issue.message}`)];
}
