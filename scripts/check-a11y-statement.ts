// `npm run check-a11y-statement`: the accessibility statement and the sweep agree
// (docs/adr/0085-the-accessibility-statement-is-the-sweeps-record.md). The record the sweep wrote
// (src/features/accessibility/axe-sweep.json) must hold one check for each route of the route table
// in each combination of the sweep's plan (e2e/a11y-plan.ts), and nothing else; the statement made
// from it (statementFromSweep) must claim no route, language, state or mode that no check of the
// record showed, and every finding. Exits 1 with one line per problem. A new route, or a changed
// plan, fails here until the sweep is run again and its record committed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SWEEP_COMBINATIONS, SWEEP_RECORD_FILE, SWEEP_STANDARD, sweepRoutes } from '../e2e/a11y-plan.ts';
import { statementFromSweep } from '../src/features/accessibility/statement-model.ts';
import { routeOf, type SweepRecord } from '../src/features/accessibility/sweep-record.ts';

export function readSweepRecord(file = SWEEP_RECORD_FILE): SweepRecord {
  return JSON.parse(readFileSync(file, 'utf8')) as SweepRecord;
}

const key = (mode: string, language: string, signedIn: boolean, path: string) => `${mode} ${language} ${signedIn ? 'signed in' : 'signed out'} ${path}`;

export function statementProblems(record: SweepRecord, routes: readonly (readonly [string, string])[] = sweepRoutes()): string[] {
  const problems: string[] = [];
  if (record.standard !== SWEEP_STANDARD) problems.push(`the record claims ${record.standard}, the sweep checks ${SWEEP_STANDARD}`);
  if (Number.isNaN(Date.parse(record.checkedAt)) || Date.parse(record.checkedAt) === 0) problems.push('the record has no date: run the sweep (npx vitest run --project e2e e2e/a11y.e2e.ts)');
  const planned = new Set(SWEEP_COMBINATIONS.flatMap(([mode, language, signedIn]) => routes.map(([, path]) => key(mode, language, signedIn, path))));
  const recorded = new Map<string, number>();
  for (const check of record.checks) {
    const id = key(check.mode, check.language, check.signedIn, check.path);
    recorded.set(id, (recorded.get(id) ?? 0) + 1);
    if (!planned.has(id)) problems.push(`checked but not in the sweep's plan: ${id}`);
  }
  for (const id of planned) {
    const count = recorded.get(id) ?? 0;
    if (count === 0) problems.push(`in the sweep's plan but not in the record (run the sweep again): ${id}`);
    if (count > 1) problems.push(`recorded ${count} times: ${id}`);
  }
  // The statement claims only what a check showed.
  const statement = statementFromSweep(record);
  const shown = record.checks.filter((check) => check.shown === 'screen');
  for (const route of statement.routes) {
    const of = shown.filter((check) => routeOf(check.path) === route.route);
    const claims: [string, boolean, boolean][] = [
      ['signed out', route.signedOut, of.some((check) => !check.signedIn)],
      ['signed in', route.signedIn, of.some((check) => check.signedIn)],
      ['full page', route.page, of.some((check) => check.mode === 'page')],
      ['widget', route.widget, of.some((check) => check.mode === 'widget')],
    ];
    for (const [what, claimed, backed] of claims) if (claimed !== backed) problems.push(`the statement ${claimed ? 'claims' : 'leaves out'} ${route.route} ${what}, which the record ${backed ? 'shows' : 'does not show'}`);
    for (const language of route.languages) if (!of.some((check) => check.language === language)) problems.push(`the statement claims ${route.route} in ${language}, not checked`);
  }
  const findings = new Set(record.checks.flatMap((check) => check.findings.map((finding) => finding.rule)));
  const stated = new Set(statement.findings.map((finding) => finding.rule));
  for (const rule of findings) if (!stated.has(rule)) problems.push(`the sweep found ${rule}; the statement does not say so`);
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = statementProblems(readSweepRecord());
  for (const problem of problems) console.error(problem);
  console.log(`check-a11y-statement: ${problems.length} problem(s)`);
  process.exit(problems.length > 0 ? 1 : 0);
}
