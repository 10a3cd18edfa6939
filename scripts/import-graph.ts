// The app's own module graph, read from the sources (no build): which files a module loads,
// statically or through `import()`. scripts/i18n.ts uses it to split the message catalogues so
// that the texts of lazily loaded screens travel with those screens.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'vite';

export interface ModuleImports {
  /** Repository-relative files this module imports (value imports only; `import type` is erased). */
  static: string[];
  /** Repository-relative files this module loads with `import()`, and whether the `import()` sits
   * inside a call of `boundary` (see reachableFiles). */
  dynamic: { file: string; boundary: boolean }[];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

function resolveLocal(root: string, from: string, spec: string): string | undefined {
  if (!spec.startsWith('.') && !spec.startsWith('/')) return undefined; // a package
  const base = spec.startsWith('/') ? join(root, spec) : resolve(dirname(join(root, from)), spec);
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return relative(root, path);
  }
  // Data a generator has not written yet (e.g. compiled catalogues) imports nothing.
  if (/\.json$/.test(base)) return relative(root, base);
  throw new Error(`${from}: cannot resolve import "${spec}"`);
}

type AstNode = { type?: string; [key: string]: unknown };

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** The imports of one source file. `boundary` names a function: `import()`s passed (directly or
 * inside an arrow function) to a call of that function are marked. */
export function moduleImports(root: string, file: string, boundary?: string): ModuleImports {
  if (!/\.(ts|tsx|js|mjs|jsx)$/.test(file)) return { static: [], dynamic: [] };
  const source = readFileSync(join(root, file), 'utf8');
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]?.message ?? 'parse error'}`);
  const statics = new Set<string>();
  for (const entry of parsed.module.staticImports) {
    // `import type { A }` and `import { type A }` load nothing at run time.
    if (entry.entries.length > 0 && entry.entries.every((e) => e.isType)) continue;
    const target = resolveLocal(root, file, entry.moduleRequest.value);
    if (target) statics.add(target);
  }
  for (const entry of parsed.module.staticExports) {
    for (const e of entry.entries) {
      if (!e.moduleRequest || e.isType) continue;
      const target = resolveLocal(root, file, e.moduleRequest.value);
      if (target) statics.add(target);
    }
  }
  const dynamic: ModuleImports['dynamic'] = [];
  const walk = (node: unknown, inBoundary: boolean) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child, inBoundary);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ImportExpression') {
      const arg = node.source as AstNode;
      if (arg.type !== 'Literal' || typeof arg.value !== 'string') throw new Error(`${file}: import() of a non-literal cannot be followed`);
      const target = resolveLocal(root, file, arg.value);
      if (target) dynamic.push({ file: target, boundary: inBoundary });
      return;
    }
    const callee = node.type === 'CallExpression' ? (node.callee as AstNode) : undefined;
    const entering = inBoundary || (boundary !== undefined && callee?.type === 'Identifier' && callee.name === boundary);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      walk(value, entering);
    }
  };
  walk(parsed.program, false);
  return { static: [...statics], dynamic };
}

/**
 * Every file reachable from `entries` through static imports and `import()`, except `import()`s
 * inside a call of `boundary`: their targets are returned as `boundaryRoots` and not followed.
 */
export function reachableFiles(root: string, entries: string[], boundary?: string): { files: Set<string>; boundaryRoots: Set<string> } {
  const files = new Set<string>();
  const boundaryRoots = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const imports = moduleImports(root, file, boundary);
    queue.push(...imports.static);
    for (const d of imports.dynamic) {
      if (d.boundary) boundaryRoots.add(d.file);
      else queue.push(d.file);
    }
  }
  return { files, boundaryRoots };
}
