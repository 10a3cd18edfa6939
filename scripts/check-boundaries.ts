// `npm run lint` (second half): the import boundaries of the app, checked on the module graph read
// from the sources. One ordered ladder covers every folder of src/ and renderers/; a file may import
// only from its own folder or from a folder on a lower rung (low → high):
//   0  src/generated, src/api/generated, src/styles   what generators write; stylesheets
//   1  src/api                  the one API client and call table
//   2  src/paths                in-app paths and the one URL rule
//   3  src/settings             settings → runtime
//   4  src/state                slices, persistence, request cycle
//   5  src/i18n                 catalogues, locale, language choice
//   6  renderers                the schema form renderers
//   7  src/session, src/widget  session clocks and actions; embedding
//   8  src/ui                   shared components
//   9  src/flow, src/pwa, src/places   form flows; app install, push; device position, geocoding
//  10  src/routes               route table (installed by the app), gate, location
//  11  src/shell                header, menus, banner, page frame
//  12  src/features             the features and their registry (src/features/*.ts)
//  13  src/app                  start-up: wires features into routes and slices
//  14  src (files directly in it: main.tsx, the entry)
// Same rung: folders on one rung are peers and never import each other (only lower rungs).
// A folder of src/ or renderers/ that is not on the ladder fails the check: place it first.
// Three more rules on top of the ladder:
//   renderers  renderers/** imports nothing from src/ but src/generated/** and src/i18n/**.
//   features   a file in src/features/<a>/ imports nothing in src/features/<b>/ (b ≠ a); the files
//              directly in src/features/ are shared.
//   registry   src/app/** reaches features only through src/features/*.ts (the registry).
// Tests (`*.test.ts(x)`, e2e/) are exempt: they may wire the app together.
// Imports read: static and `import()` imports (moduleImports of scripts/import-graph.ts) and
// type-only ones (`import type`, `export type … from`), read here, since a type that crosses the
// ladder upwards is coupling too even though it is erased from the build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { moduleImports } from './import-graph.ts';

export type ImportKind = 'value' | 'type';
export type RuleName = 'ladder' | 'unplaced' | 'renderers' | 'features' | 'registry';

/** The rungs, lowest first; the header above says what each holds. */
export const LADDER: readonly (readonly string[])[] = [
  ['src/generated', 'src/api/generated', 'src/styles'],
  ['src/api'],
  ['src/paths'],
  ['src/settings'],
  ['src/state'],
  ['src/i18n'],
  ['renderers'],
  ['src/session', 'src/widget'],
  ['src/ui'],
  ['src/flow', 'src/pwa', 'src/places'],
  ['src/routes'],
  ['src/shell'],
  ['src/features'],
  ['src/app'],
  ['src'],
];

export const RULES: Record<RuleName, string> = {
  ladder: 'imports only from its own folder or a lower rung of the ladder (peers on one rung never import each other)',
  unplaced: 'every folder of src/ and renderers/ is on the ladder (LADDER in scripts/check-boundaries.ts)',
  renderers: 'renderers/ imports nothing from src/ but src/generated/ and src/i18n/',
  features: 'a feature never imports another feature’s folder (shared code moves to src/features/*.ts or down a rung)',
  registry: 'app reaches features only through src/features/*.ts, never a feature folder',
};

/** What renderers/ may import from src/. */
const RENDERERS_MAY_USE = ['src/generated/', 'src/i18n/'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('e2e/');

const RUNG_OF = new Map(LADDER.flatMap((folders, rung) => folders.map((folder) => [folder, rung] as const)));
/** Ladder folders, longest first, so `src/api/generated` wins over `src/api`. */
const FOLDERS = [...RUNG_OF.keys()].sort((a, b) => b.length - a.length);

/** The ladder folder a file belongs to: the longest ladder folder it lies in, `src` only for the
 * files directly in src/. Undefined for a file outside src/ and renderers/ (not ruled) or in a
 * folder not on the ladder (reported as unplaced). */
export function folderOf(file: string): string | undefined {
  if (!file.startsWith('src/') && !file.startsWith('renderers/')) return undefined;
  if (/^src\/[^/]+$/.test(file)) return 'src';
  return FOLDERS.find((folder) => folder !== 'src' && file.startsWith(`${folder}/`));
}

/** A file of src/ or renderers/ that lies in no ladder folder (`src/newthing/x.ts`). */
export function isUnplaced(file: string): boolean {
  return (file.startsWith('src/') || file.startsWith('renderers/')) && folderOf(file) === undefined;
}

/** The rung of a ladder folder. */
export function rungOf(folder: string): number | undefined {
  return RUNG_OF.get(folder);
}

/** The feature folder a file lies in (`src/features/<name>/…`), or undefined for anything else,
 * including the shared files directly in src/features/. */
export function featureOf(file: string): string | undefined {
  const match = /^src\/features\/([^/]+)\/./.exec(file);
  return match?.[1];
}

/** The rule that forbids `from` importing `to` (repository-relative paths with `/`), if any.
 * Every rule holds for type-only imports as for value ones. Imports of files outside src/ and
 * renderers/ (schemas, fixtures, packages) are not ruled here. */
export function forbiddenBy(from: string, to: string): RuleName | undefined {
  if (isTest(from)) return undefined;
  const fromFolder = folderOf(from);
  const toFolder = folderOf(to);
  if (isUnplaced(from) || isUnplaced(to)) return 'unplaced';
  if (fromFolder === undefined || toFolder === undefined) return undefined;
  if (from.startsWith('renderers/') && to.startsWith('src/') && !RENDERERS_MAY_USE.some((prefix) => to.startsWith(prefix))) return 'renderers';
  if (fromFolder !== toFolder && (rungOf(toFolder) as number) >= (rungOf(fromFolder) as number)) return 'ladder';
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature !== undefined && toFeature !== undefined && fromFeature !== toFeature) return 'features';
  if (fromFolder === 'src/app' && toFeature !== undefined) return 'registry';
  return undefined;
}

// ---- reading the tree ----

const SOURCE = /\.(ts|tsx|js|mjs|jsx)$/;
/** Generated code is not checked (as in .oxlintrc.json). */
const SKIPPED = ['src/generated/', 'src/api/generated/'];

const toPosix = (path: string) => path.split(sep).join('/');

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (relativeDir: string) => {
    for (const entry of readdirSync(join(root, relativeDir), { withFileTypes: true })) {
      const path = `${relativeDir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED.includes(`${path}/`)) walk(path);
      } else if (SOURCE.test(entry.name)) {
        out.push(path);
      }
    }
  };
  if (existsSync(join(root, dir))) walk(dir);
  return out.sort();
}

const TYPE_EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** Local files a module imports for types only. Unresolvable ones are left to tsc. */
function typeOnlyImports(root: string, file: string): string[] {
  const parsed = parseSync(file, readFileSync(join(root, file), 'utf8'));
  const specifiers: string[] = [];
  for (const entry of parsed.module.staticImports) {
    if (entry.entries.length > 0 && entry.entries.every((e) => e.isType)) specifiers.push(entry.moduleRequest.value);
  }
  for (const entry of parsed.module.staticExports) {
    for (const e of entry.entries) if (e.moduleRequest && e.isType) specifiers.push(e.moduleRequest.value);
  }
  const targets: string[] = [];
  for (const spec of specifiers) {
    if (!spec.startsWith('.')) continue; // a package
    const base = resolve(dirname(join(root, file)), spec);
    const found = TYPE_EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path) && statSync(path).isFile());
    if (found) targets.push(toPosix(relative(root, found)));
  }
  return targets;
}

export interface Violation {
  from: string;
  to: string;
  kind: ImportKind;
  rule: RuleName;
}

/** Every forbidden import under src/ and renderers/, and the files whose imports cannot be read
 * (an import that does not resolve, a parse error): those fail the check too. */
export function findViolations(root: string): { files: number; imports: number; violations: Violation[]; unreadable: string[] } {
  const files = [...sourceFiles(root, 'src'), ...sourceFiles(root, 'renderers')];
  const violations: Violation[] = [];
  const unreadable: string[] = [];
  let imports = 0;
  for (const from of files) {
    let read: ReturnType<typeof moduleImports>;
    try {
      read = moduleImports(root, from);
    } catch (error) {
      unreadable.push(error instanceof Error ? error.message : `${from}: ${String(error)}`);
      continue;
    }
    const edges: { to: string; kind: ImportKind }[] = [
      ...[...read.static, ...read.dynamic.map((d) => d.file)].map((to) => ({ to: toPosix(to), kind: 'value' as const })),
      ...typeOnlyImports(root, from).map((to) => ({ to, kind: 'type' as const })),
    ];
    imports += edges.length;
    if (isUnplaced(from)) {
      violations.push({ from, to: from, kind: 'value', rule: 'unplaced' }); // once per file, not per import
      continue;
    }
    for (const { to, kind } of edges) {
      const rule = forbiddenBy(from, to);
      if (rule) violations.push({ from, to, kind, rule });
    }
  }
  return { files: files.length, imports, violations, unreadable };
}

function main() {
  if (process.argv.includes('--help')) {
    console.log(
      [
        'Usage: tsx scripts/check-boundaries.ts [--root DIR]   (part of npm run lint)',
        'Checks the import ladder of src/ and renderers/; prints `file → imported file: rule` per',
        'forbidden import and exits 1, or prints a summary and exits 0. Rules:',
        ...Object.entries(RULES).map(([name, text]) => `  ${name.padEnd(10)} ${text}`),
        'Ladder, lowest rung first (a file imports only its own folder or lower rungs):',
        ...LADDER.map((folders, rung) => `  ${String(rung).padStart(2)}  ${folders.join(', ')}`),
        'Tests (*.test.ts(x), e2e/) are exempt.',
        '--root DIR checks another checkout (default: this repository).',
      ].join('\n'),
    );
    return 0;
  }
  const rootArg = process.argv.indexOf('--root');
  const root = rootArg > 0 && process.argv[rootArg + 1] ? resolve(process.argv[rootArg + 1] as string) : fileURLToPath(new URL('..', import.meta.url));
  const { files, imports, violations, unreadable } = findViolations(root);
  for (const v of violations) console.log(`${v.from} → ${v.to}${v.kind === 'type' ? ' (type)' : ''}: ${v.rule} (${RULES[v.rule]})`);
  for (const problem of unreadable) console.log(problem);
  if (violations.length > 0 || unreadable.length > 0) {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    console.log(`check-boundaries: ${plural(violations.length, 'forbidden import')}, ${plural(unreadable.length, 'file')} whose imports cannot be read`);
    return 1;
  }
  console.log(`check-boundaries: ${files} files, ${imports} imports, no forbidden import`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) process.exit(main());
