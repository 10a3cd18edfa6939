// The statement and the sweep agree: the committed record covers the sweep's whole plan on today's
// route table, and the statement made from it claims nothing the record does not show. Planted
// disagreements are each reported.
import { describe, expect, it } from 'vitest';
import { SWEEP_COMBINATIONS, sweepRoutes } from '../e2e/a11y-plan.ts';
import { statementFromSweep } from '../src/features/accessibility/statement-model.ts';
import type { SweepCheck, SweepRecord } from '../src/features/accessibility/sweep-record.ts';
import { readSweepRecord, statementProblems } from './check-a11y-statement.ts';

/** A whole sweep where private routes show the login screen to visitors. */
function wholeRecord(): SweepRecord {
  const checks: SweepCheck[] = SWEEP_COMBINATIONS.flatMap(([mode, language, signedIn]) =>
    sweepRoutes().map(([, path]) => ({ mode, language, signedIn, viewport: '390x844', path, shown: !signedIn && path.startsWith('/documents') ? ('login' as const) : ('screen' as const), findings: [] })),
  );
  return { checkedAt: '2026-11-28T12:00:00.000Z', standard: 'WCAG 2.2 AA', axeCore: '4.11.0', tags: [], brokerages: { page: 'maplecrest', widget: 'lakeshore' }, checks };
}

describe('the accessibility statement and the sweep', () => {
  it('agree on the committed record', () => {
    expect(statementProblems(readSweepRecord())).toEqual([]);
  });

  it('a whole record has no problem, and its statement leaves out what showed the login screen', () => {
    const record = wholeRecord();
    expect(statementProblems(record)).toEqual([]);
    const documents = statementFromSweep(record).routes.find((route) => route.route === '/documents');
    expect(documents).toMatchObject({ signedIn: true, signedOut: false, page: true, widget: true, languages: ['en', 'fr'] });
  });

  it('fails when a route of the table was not checked (a new route, the sweep not run again)', () => {
    const record = wholeRecord();
    record.checks = record.checks.filter((check) => !check.path.startsWith('/accessibility'));
    expect(statementProblems(record)).toContain("in the sweep's plan but not in the record (run the sweep again): page en signed out /accessibility");
    expect(statementFromSweep(record).routes.map((route) => route.route)).not.toContain('/accessibility');
  });

  it('fails when the record holds a check the plan has not', () => {
    const record = wholeRecord();
    record.checks.push({ ...(record.checks[0] as SweepCheck), path: '/gone' });
    expect(statementProblems(record)).toContain("checked but not in the sweep's plan: page en signed out /gone");
  });

  it('lists each finding as a known limitation', () => {
    const record = wholeRecord();
    (record.checks[3] as SweepCheck).findings.push({ rule: 'color-contrast', impact: 'serious', help: 'Elements must meet minimum color contrast ratio thresholds' });
    expect(statementProblems(record)).toEqual([]);
    expect(statementFromSweep(record).findings).toEqual([{ rule: 'color-contrast', help: 'Elements must meet minimum color contrast ratio thresholds', routes: [(record.checks[3] as SweepCheck).path.split('?')[0]] }]);
  });

  it('fails on a record that was never written by a sweep', () => {
    const record = { ...wholeRecord(), checkedAt: '1970-01-01T00:00:00.000Z' };
    expect(statementProblems(record)[0]).toMatch(/no date/);
  });
});
