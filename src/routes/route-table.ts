// The declarative route table of docs/product-rules.md#routes, collected from the feature declarations
// (src/features/*/feature.ts). The gate (route-gate.tsx) applies feature and access rules, so
// screens never check them.
import { features } from '../features/feature-registry.ts';
import type { RouteDef } from './route-types.ts';

export type { Access, RouteDef } from './route-types.ts';

export const routeTable: readonly RouteDef[] = features.routes;

/** Every feature's navigation rules (what is kept or cleared on which paths). */
export const navigationRules = features.navigation;

export function findRoute(path: string): RouteDef | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  return routeTable.find((route) => route.path === clean);
}
