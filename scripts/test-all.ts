// `npm test`: every check in one command — type check, lint (oxlint and the import boundaries),
// commit subjects, doc anchors, then every vitest project (unit, component, browser) — closing
// with one summary line `N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (process.argv.includes('--help')) {
  console.log('Usage: npm test [-- vitest filters...]  Runs tsc --noEmit, npm run lint and vitest run (all projects).');
  process.exit(0);
}

const bin = (name: string) => join('node_modules', '.bin', name);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const project of ['tsconfig.json', 'tsconfig.sw.json']) {
  console.log(`> type check (tsc --noEmit -p ${project})`);
  const tsc = spawnSync(bin('tsc'), ['--noEmit', '-p', project], { stdio: 'inherit' });
  if (tsc.status === 0) passed += 1;
  else failed += 1;
}

// One check, like each tsc run: oxlint, then the import boundaries (package.json "lint").
console.log('> lint (npm run lint)');
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit' });
if (lint.status === 0) passed += 1;
else failed += 1;

// Commit subjects stay short (scripts/check-commit-subjects.ts).
console.log('> commit subjects (npm run check-commits)');
const subjects = spawnSync('npm', ['run', '--silent', 'check-commits'], { stdio: 'inherit' });
if (subjects.status === 0) passed += 1;
else failed += 1;

// Comments cite docs/ files and anchors that exist (scripts/check-doc-anchors.ts).
console.log('> doc anchors (npm run check-doc-anchors)');
const anchors = spawnSync('npm', ['run', '--silent', 'check-doc-anchors'], { stdio: 'inherit' });
if (anchors.status === 0) passed += 1;
else failed += 1;

const report = join(mkdtempSync(join(tmpdir(), 'vitest-')), 'report.json');
console.log('> vitest run (unit, dom, e2e)');
const vitest = spawnSync(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : (process.env.FORCE_COLOR ?? '1') },
});

if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; testResults: { status: string; message?: string; name: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[] };
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  skipped += json.numPendingTests + json.numTodoTests;
  // A file that fails to load has no failed test of its own: count it so it cannot pass silently.
  const brokenFiles = json.testResults.filter((r) => r.status === 'failed' && r.message);
  failed += brokenFiles.length;
  // A test that passed with errors on record failed a first run and passed its retry (CI only).
  const retried = json.testResults.flatMap((file) => file.assertionResults.filter((t) => t.status === 'passed' && t.failureMessages.length > 0).map((t) => `${file.name.replace(`${process.cwd()}/`, '')} > ${t.fullName}`));
  if (retried.length > 0) console.log(`\n${retried.length} test(s) passed only on a retry (flaky; fix them):\n${retried.map((name) => `  - ${name}`).join('\n')}`);
} else {
  failed += 1;
}
if (vitest.status !== 0 && failed === 0) failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
