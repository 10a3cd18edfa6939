// Navigation side effects as rules in one place (architecture: "Routes and shell"): a feature
// declares what it keeps on which paths; on every navigation the route gate clears the rest.
import { useEffect } from 'react';

export interface NavigationRule {
  /** What the rule keeps, for tests and messages. */
  name: string;
  /** Whether the state survives arriving at `path` (no query). */
  keeps: (path: string) => boolean;
  clear: () => void;
}

/** The rules whose state is cleared on arriving at `path`. Pure. */
export function rulesClearedAt(path: string, rules: readonly NavigationRule[]): NavigationRule[] {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') || '/';
  return rules.filter((rule) => !rule.keeps(clean));
}

/** Applies the rules on every change of `path`. */
export function useNavigationRules(path: string, rules: readonly NavigationRule[]): void {
  useEffect(() => {
    for (const rule of rulesClearedAt(path, rules)) rule.clear();
  }, [path, rules]);
}
