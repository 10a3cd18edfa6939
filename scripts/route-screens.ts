// Which screen module each route of a feature declaration loads, read from its source: the bench
// sizes each route's first JavaScript from the build manifest by that module
// (docs/adr/0082-figures-beside-a-floor-on-the-same-host.md#sizes-per-route).

export interface RouteScreen {
  /** The key of PATHS the route is declared with (src/paths/paths.ts). */
  pathKey: string;
  /** The screen module, relative to the feature's folder (`./home-screen.tsx`). */
  module: string;
  /** The screen preloads forms before its first render (lazyScreen's third argument): the form engine loads first.
   * Not for forms painted before the engine (named `<NAME>_FIRST_PAINT`, made by firstPaintForm): their schema alone loads first. */
  formsFirst: boolean;
}

const IMPORT = String.raw`(?:lazyScreen|preloadableScreen)\(\(\) => import\('([^']+)'\)`;

/** The forms argument of a lazyScreen call: `, [slices], [forms…]` right after the loader. */
function hasForms(afterLoader: string): boolean {
  const forms = /^\s*,\s*\[[^\]]*\]\s*,\s*\[([^\]]*)\]/.exec(afterLoader)?.[1] ?? '';
  return forms.split(',').some((form) => form.trim() !== '' && !/_FIRST_PAINT$/.test(form.trim()));
}

export function routeScreens(source: string): RouteScreen[] {
  const named = new Map<string, { module: string; formsFirst: boolean }>();
  for (const match of source.matchAll(new RegExp(String.raw`const (\w+) = ${IMPORT}`, 'g'))) {
    const after = source.slice((match.index ?? 0) + match[0].length);
    named.set(match[1] as string, { module: match[2] as string, formsFirst: hasForms(after) });
  }
  const routes: RouteScreen[] = [];
  const starts = [...source.matchAll(/path: PATHS\.(\w+)/g)];
  starts.forEach((start, at) => {
    const end = starts[at + 1]?.index ?? source.length;
    const body = source.slice(start.index ?? 0, end);
    const inline = new RegExp(`screen: ${IMPORT}`).exec(body);
    if (inline) {
      routes.push({ pathKey: start[1] as string, module: inline[1] as string, formsFirst: hasForms(body.slice((inline.index ?? 0) + inline[0].length)) });
      return;
    }
    const byName = /screen: (\w+)\b/.exec(body);
    const screen = byName ? named.get(byName[1] as string) : undefined;
    if (screen) routes.push({ pathKey: start[1] as string, ...screen });
  });
  return routes;
}
