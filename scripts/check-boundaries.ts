// `npm run lint` (second half): the import boundaries of docs/architecture.md#layers,
// checked on the module graph read from the sources. The rules are generic (by folder, no list of
// features), so adding a feature folder needs no change here:
//   renderers  renderers/** imports nothing from src/ but src/generated/** and src/i18n/**.
//   layers     src/{api,state,settings,i18n,session,places,pwa,widget,ui}/** never import
//              src/features/**, src/shell/**, src/app/**, src/routes/route-table.ts or route-gate.tsx.
//   features   a file in src/features/<a>/ imports nothing in src/features/<b>/ (b ≠ a); the files
//              directly in src/features/ are shared.
//   shell      src/shell/** and src/app/** reach features only through src/features/*.ts (the
//              registry), never a file inside a feature folder.
// Tests (`*.test.ts(x)`, e2e/) are exempt from the features and shell rules.
// Imports read: static and `import()` imports (moduleImports of scripts/import-graph.ts), and for
// the features rule also type-only ones (`import type`, `export type … from`), read here, since a
// type shared between two features is coupling too even though it is erased from the build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { moduleImports } from './import-graph.ts';

export type ImportKind = 'value' | 'type';
export type RuleName = 'renderers' | 'layers' | 'features' | 'shell';

export const RULES: Record<RuleName, string> = {
  renderers: 'renderers/ imports nothing from src/ but src/generated/ and src/i18n/',
  layers: 'src/{api,state,settings,i18n,session,places,pwa,widget,ui}/ never import features, shell, app, route table or route gate',
  features: 'a feature never imports another feature’s folder (shared code moves to src/features/*.ts or down a layer)',
  shell: 'shell and app reach features only through src/features/*.ts, never a feature folder',
};

/** What renderers/ may import from src/. */
const RENDERERS_MAY_USE = ['src/generated/', 'src/i18n/'];
/** Imports from renderers/ into src/ that break the rule but exist today (from → to). None so far;
 * an entry here is debt to pay back, not a second rule. */
const RENDERERS_ALLOW_LIST: ReadonlyArray<readonly [string, string]> = [];

const LOW_LAYERS = ['api', 'state', 'settings', 'i18n', 'session', 'places', 'pwa', 'widget', 'ui'].map((layer) => `src/${layer}/`);
const ABOVE_LOW_LAYERS = ['src/features/', 'src/shell/', 'src/app/'];
const ABOVE_LOW_LAYERS_FILES = ['src/routes/route-table.ts', 'src/routes/route-gate.tsx'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('e2e/');

/** The feature folder a file lies in (`src/features/<name>/…`), or undefined for anything else,
 * including the shared files directly in src/features/. */
export function featureOf(file: string): string | undefined {
  const match = /^src\/features\/([^/]+)\/./.exec(file);
  return match?.[1];
}

/** The rule that forbids `from` importing `to` (repository-relative paths with `/`), if any.
 * `kind: 'type'` is a type-only import: only the features rule looks at those. */
export function forbiddenBy(from: string, to: string, kind: ImportKind = 'value'): RuleName | undefined {
  if (kind === 'value') {
    if (
      from.startsWith('renderers/') &&
      to.startsWith('src/') &&
      !RENDERERS_MAY_USE.some((prefix) => to.startsWith(prefix)) &&
      !RENDERERS_ALLOW_LIST.some(([f, t]) => f === from && t === to)
    ) {
      return 'renderers';
    }
    // Tests may wire the app together (e.g. derive with the collected feature declarations).
    if (!isTest(from) && LOW_LAYERS.some((prefix) => from.startsWith(prefix)) && (ABOVE_LOW_LAYERS.some((prefix) => to.startsWith(prefix)) || ABOVE_LOW_LAYERS_FILES.includes(to))) {
      return 'layers';
    }
  }
  if (isTest(from)) return undefined;
  const fromFeature = featureOf(from);
  const toFeature = featureOf(to);
  if (fromFeature !== undefined && toFeature !== undefined && fromFeature !== toFeature) return 'features';
  if (kind === 'value' && (from.startsWith('src/shell/') || from.startsWith('src/app/')) && toFeature !== undefined) return 'shell';
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
    for (const { to, kind } of edges) {
      const rule = forbiddenBy(from, to, kind);
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
        'Checks the import boundaries of src/ and renderers/; prints `file → imported file: rule` per',
        'forbidden import and exits 1, or prints a summary and exits 0. Rules:',
        ...Object.entries(RULES).map(([name, text]) => `  ${name.padEnd(10)} ${text}`),
        'Tests (*.test.ts(x), e2e/) are exempt from the features and shell rules.',
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
