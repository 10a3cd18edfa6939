// The features' routes and navigation rules go to the routes layer, which may not import the
// features itself (layers lower in the ladder never reach up, scripts/check-boundaries.ts).
import { features } from '../features/feature-registry.ts';
import { installRoutes } from '../routes/route-table.ts';

export function installFeatureRoutes(): void {
  installRoutes({ routes: features.routes, navigation: features.navigation });
}
