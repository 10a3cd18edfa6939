// The accessibility statement as data, made from the sweep's record alone (sweep-record.ts): the
// routes it names and, for each, the languages, sign-in states and modes where its own screen was
// checked (a private route that showed the login screen to a visitor, or a route whose feature was
// off and showed "Page not found", is not claimed for that check); what was found, by rule.
// docs/adr/0085-the-accessibility-statement-is-the-sweeps-record.md.
import { routeOf, type SweepLanguage, type SweepMode, type SweepRecord } from './sweep-record.ts';

export interface RouteCoverage {
  route: string;
  languages: SweepLanguage[];
  signedOut: boolean;
  signedIn: boolean;
  page: boolean;
  widget: boolean;
}

export interface StatementFinding {
  rule: string;
  help: string;
  routes: string[];
}

export interface Statement {
  standard: string;
  checkedAt: string;
  axeCore: string;
  /** Every check the sweep made, whatever showed. */
  checks: number;
  languages: SweepLanguage[];
  modes: SweepMode[];
  viewports: string[];
  routes: RouteCoverage[];
  findings: StatementFinding[];
}

const LANGUAGES: readonly SweepLanguage[] = ['en', 'fr'];
const MODES: readonly SweepMode[] = ['page', 'widget'];

export function statementFromSweep(record: SweepRecord): Statement {
  const shown = record.checks.filter((check) => check.shown === 'screen');
  const byRoute = new Map<string, RouteCoverage>();
  for (const check of shown) {
    const route = routeOf(check.path);
    const coverage = byRoute.get(route) ?? { route, languages: [], signedOut: false, signedIn: false, page: false, widget: false };
    if (!coverage.languages.includes(check.language)) coverage.languages.push(check.language);
    if (check.signedIn) coverage.signedIn = true;
    else coverage.signedOut = true;
    coverage[check.mode] = true;
    byRoute.set(route, coverage);
  }
  const findings = new Map<string, StatementFinding>();
  for (const check of record.checks) {
    for (const finding of check.findings) {
      const entry = findings.get(finding.rule) ?? { rule: finding.rule, help: finding.help, routes: [] };
      const route = routeOf(check.path);
      if (!entry.routes.includes(route)) entry.routes.push(route);
      findings.set(finding.rule, entry);
    }
  }
  const routes = [...byRoute.values()].map((coverage) => ({ ...coverage, languages: LANGUAGES.filter((language) => coverage.languages.includes(language)) }));
  return {
    standard: record.standard,
    checkedAt: record.checkedAt,
    axeCore: record.axeCore,
    checks: record.checks.length,
    languages: LANGUAGES.filter((language) => shown.some((check) => check.language === language)),
    modes: MODES.filter((mode) => shown.some((check) => check.mode === mode)),
    viewports: [...new Set(shown.filter((check) => check.mode === 'page').map((check) => check.viewport))].sort(),
    routes: routes.sort((a, b) => a.route.localeCompare(b.route)),
    findings: [...findings.values()].sort((a, b) => a.rule.localeCompare(b.rule)),
  };
}
