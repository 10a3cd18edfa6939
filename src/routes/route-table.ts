// The declarative route table of docs/product-rules.md#routes, collected from the feature declarations
// (src/features/*/feature.ts). The gate (route-gate.tsx) applies feature and access rules, so
// screens never check them. The features sit above the routes, so the app installs their routes
// here at start-up (src/app/install-features.ts) instead of this file importing them.
import type { NavigationRule } from './navigation-rules.ts';
import type { RouteDef } from './route-types.ts';

export type { RouteDef } from './route-types.ts';

/** What the features declare for the routes layer. */
interface InstalledRoutes {
  routes: readonly RouteDef[];
  navigation: readonly NavigationRule[];
}

let installed: InstalledRoutes = { routes: [], navigation: [] };

/** Sets the route table and navigation rules (the app does, from the feature registry). */
export function installRoutes(next: InstalledRoutes): void {
  installed = next;
}

/** Every feature's navigation rules (what is kept or cleared on which paths). */
export function navigationRules(): readonly NavigationRule[] {
  return installed.navigation;
}

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return installed.routes.find((route) => route.path === clean);
}
