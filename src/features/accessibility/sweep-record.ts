// The record of the project's own accessibility sweep (e2e/a11y.e2e.ts writes axe-sweep.json beside
// this file; it is committed, and the build reads it): what was checked — each route in each
// language, signed in or out, as a full page or in the widget — and what axe-core found there.
// The statement (/accessibility) is made from it alone, so it never claims more than was checked
// (docs/adr/0085-the-accessibility-statement-is-the-sweeps-record.md).
export type SweepMode = 'page' | 'widget';
export type SweepLanguage = 'en' | 'fr';

export interface SweepFinding {
  rule: string;
  impact: string;
  help: string;
}

export interface SweepCheck {
  mode: SweepMode;
  language: SweepLanguage;
  signedIn: boolean;
  /** The viewport the page was checked at, e.g. `390x844`. */
  viewport: string;
  /** The path asked for (its query included) and what showed there: the route's own screen, the
   * login screen (a private route, for a visitor), or the not-found screen (a feature turned off). */
  path: string;
  shown: 'screen' | 'login' | 'notFound';
  findings: SweepFinding[];
}

export interface SweepRecord {
  /** When the sweep ran (ISO). */
  checkedAt: string;
  /** The standard the rules stand for, and the axe-core version and tags that ran. */
  standard: string;
  axeCore: string;
  tags: string[];
  /** The brokerage each mode was checked on (fixture data). */
  brokerages: Record<SweepMode, string>;
  checks: SweepCheck[];
}

/** The route part of a path (no query). */
export function routeOf(path: string): string {
  return path.split('?')[0] ?? path;
}
