// What the accessibility sweep (a11y.e2e.ts) checks, and the record it writes: the combinations of
// mode, language and sign-in, the viewports, and src/features/accessibility/axe-sweep.json, which
// the statement is made from (docs/adr/0085-the-accessibility-statement-is-the-sweeps-record.md).
// scripts/check-a11y-statement.ts holds the record to this plan and to the route table.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SweepCheck, SweepRecord } from '../src/features/accessibility/sweep-record.ts';
import { PATHS, withQuery, type AppPath } from '../src/paths/paths.ts';

export const SWEEP_RECORD_FILE = join(dirname(fileURLToPath(import.meta.url)), '../src/features/accessibility/axe-sweep.json');

export const SWEEP_COMBINATIONS = [
  ['page', 'en', false],
  ['page', 'en', true],
  ['page', 'fr', false],
  ['page', 'fr', true],
  ['widget', 'en', false],
  ['widget', 'en', true],
  ['widget', 'fr', false],
  ['widget', 'fr', true],
] as const;

/** Fixture ids for routes that show one thing (fixtures/data: policies, custom-content). */
const FIXTURE_QUERY: Partial<Record<keyof typeof PATHS, Record<string, string>>> = {
  policySummary: { id: 'pol-auto-1' },
  createSlip: { id: 'pol-auto-1' },
  customPage: { path: 'winter-driving' },
};

/** Every route of the route table (src/paths/paths.ts), as [name, path with its query], and the not-found screen. */
export function sweepRoutes(): [string, string][] {
  return [
    ...(Object.entries(PATHS) as [keyof typeof PATHS, AppPath][]).map(([name, path]): [string, string] => {
      const query = FIXTURE_QUERY[name];
      return [name, query ? withQuery(path, query) : path];
    }),
    ['not found', '/no/such/page'],
  ];
}

/** Full page: English on a computer (sidebar), French on a phone; the widget in its host page. */
export const SWEEP_VIEWPORTS = {
  page: { en: { width: 1200, height: 900 }, fr: { width: 390, height: 844 } },
  widget: { width: 1000, height: 900 },
} as const;

export const SWEEP_BROKERAGES = { page: 'maplecrest', widget: 'lakeshore' } as const;

/** The standard the sweep's rules stand for. */
export const SWEEP_STANDARD = 'WCAG 2.2 AA';

function axeCoreVersion(): string {
  const path = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/axe-core/package.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

/** Writes the record of a whole sweep, checks in a stable order. */
export function writeSweepRecord(checks: readonly SweepCheck[], tags: readonly string[], now = new Date()): void {
  const order = (check: SweepCheck) => `${check.mode}|${check.language}|${check.signedIn ? 1 : 0}|${check.path}`;
  const record: SweepRecord = {
    checkedAt: now.toISOString(),
    standard: SWEEP_STANDARD,
    axeCore: axeCoreVersion(),
    tags: [...tags],
    brokerages: { ...SWEEP_BROKERAGES },
    checks: [...checks].sort((a, b) => order(a).localeCompare(order(b))),
  };
  writeFileSync(SWEEP_RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);
}
