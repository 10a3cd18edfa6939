// Checks one settings file with the engine of scripts/check-config-engine.ts and formats the
// result as `FILE: /json/pointer: message` lines.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { checkSettingsText } from './check-config-engine.ts';
import type { SettingsIssue } from '../src/settings/settings-types.ts';

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

export function reportLines(report: ConfigReport): string[] {
  const at = (issue: SettingsIssue) => `${report.file}: ${issue.pointer || '/'}`;
  return [...report.errors.map((issue) => `${at(issue)}: ${issue.message}`), ...report.warnings.map((issue) => `${at(issue)}: warning: ${issue.message}`)];
}
