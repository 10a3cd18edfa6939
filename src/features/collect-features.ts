// Pure: the feature declarations in, the tables the app works from out — route table, the
// pipeline's menu defaults (default menu, feature paths and icons) and the slice registry.
import type { DefaultMenuEntry, MenuDefaults, Runtime } from '../settings/runtime.ts';
import type { Settings } from '../settings/settings-types.ts';
import type { RouteDef } from '../routes/route-types.ts';
import type { NavigationRule } from '../routes/navigation-rules.ts';
import type { FeatureDeclaration, SliceDeclaration } from './define-feature.ts';

export interface CollectedFeatures {
  routes: RouteDef[];
  menuDefaults: MenuDefaults;
  slices: SliceDeclaration[];
  navigation: NavigationRule[];
  /** The features' start hooks (FeatureDeclaration.start), run once the runtime is known. */
  starters: ((runtime: Runtime) => void)[];
}

export function collectFeatures(declarations: readonly FeatureDeclaration[]): CollectedFeatures {
  const routes: RouteDef[] = [];
  const entries: DefaultMenuEntry[] = [];
  const paths: Partial<Record<string, (settings: Settings) => string>> = {};
  const icons: Partial<Record<string, string>> = {};
  const slices: SliceDeclaration[] = [];
  const navigation: NavigationRule[] = [];
  const starters: ((runtime: Runtime) => void)[] = [];
  const seen = new Map<string, string>();
  // Sorted by name so the tables do not depend on the order files were found in.
  // Code-unit order, not localeCompare: the names are ASCII ids, and a first localeCompare builds
  // ICU's collator, tens of milliseconds on a slow phone before the first screen.
  for (const feature of [...declarations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    for (const route of feature.routes) {
      const owner = seen.get(route.path);
      if (owner) throw new Error(`Route ${route.path} is declared by both ${owner} and ${feature.name}`);
      seen.set(route.path, feature.name);
      routes.push(route);
    }
    const menu = feature.menu;
    const first = feature.routes[0];
    // A menu entry naming a feature leads to the feature's own path rule, else to the first route
    // gated by that key (e.g. `users` → /users within the account feature).
    for (const route of feature.routes) {
      if (route.feature && !paths[route.feature]) paths[route.feature] = () => route.path;
    }
    if (feature.key) {
      if (menu?.path) paths[feature.key] = menu.path;
      if (menu?.icon) icons[feature.key] = menu.icon;
    }
    if (menu?.defaultEntry) {
      const { order, name, description } = menu.defaultEntry;
      const entry: DefaultMenuEntry = { leftIcon: menu.icon ?? 'Custom', order, nameMessage: name, descriptionMessage: description };
      if (feature.key) entry.feature = feature.key;
      else if (first) entry.url = first.path;
      entries.push(entry);
    }
    navigation.push(...(feature.navigation ?? []));
    if (feature.start) starters.push(feature.start);
    for (const slice of feature.slices ?? []) {
      if (slices.some((s) => s.name === slice.name)) throw new Error(`Slice ${slice.name} is declared twice (${feature.name})`);
      slices.push(slice);
    }
  }
  entries.sort((a, b) => a.order - b.order);
  return { routes, menuDefaults: { entries, routes: paths, icons }, slices, navigation, starters };
}
