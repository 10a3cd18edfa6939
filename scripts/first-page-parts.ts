// Which part of the first page's JavaScript each byte of a built chunk comes from, read from the
// chunk's (hidden) source map: React's runtime, the other libraries, the settings validator and the
// app's own code. `npm run bench` prints each part's gzip size beside `home_js_gzip_kb`, so the
// part no move in the app can shrink (React's runtime) is a figure, not an estimate
// (docs/adr/0072-first-page-size-floor.md).
import { decode } from '@jridgewell/sourcemap-codec';

export type FirstPagePart = 'react' | 'libraries' | 'settings validator' | 'app';

export const FIRST_PAGE_PARTS: readonly FirstPagePart[] = ['react', 'libraries', 'settings validator', 'app'];

/** React's renderer and what it alone needs: react, react-dom (its client), the scheduler. */
const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

/** The npm package a source path belongs to (`@scope/name` or `name`), if any. */
function packageOf(source: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return match?.[1];
}

export function partOf(source: string | undefined): FirstPagePart {
  if (source === undefined) return 'app';
  const pkg = packageOf(source);
  if (pkg !== undefined) return REACT_PACKAGES.has(pkg) ? 'react' : 'libraries';
  return source.endsWith('src/generated/settings.validator.js') ? 'settings validator' : 'app';
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/**
 * The chunk's text split by part: each generated segment goes to the part of the source it maps
 * to; bytes before a line's first segment, or in a segment mapped to no source (the bundler's own
 * glue), count as the app's.
 */
export function splitByPart(code: string, map: SourceMap): Map<FirstPagePart, string> {
  const pieces = new Map<FirstPagePart, string[]>(FIRST_PAGE_PARTS.map((part) => [part, []]));
  const decoded = decode(map.mappings);
  const lines = code.split('\n');
  lines.forEach((line, index) => {
    const segments = decoded[index] ?? [];
    const firstColumn = segments[0]?.[0] ?? line.length;
    if (firstColumn > 0) pieces.get('app')?.push(line.slice(0, firstColumn));
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.[0] ?? line.length;
      const source = segment.length > 1 ? map.sources[segment[1] as number] : undefined;
      pieces.get(partOf(source))?.push(line.slice(segment[0], end));
    });
    if (index < lines.length - 1) pieces.get('app')?.push('\n');
  });
  return new Map(FIRST_PAGE_PARTS.map((part) => [part, (pieces.get(part) ?? []).join('')]));
}
