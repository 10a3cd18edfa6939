// The app's own module graph, read from the sources (no build): which files a module loads,
// statically or through `import()`. scripts/i18n.ts uses it to split the message catalogues so
// that the texts of lazily loaded screens travel with those screens.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

function subdirectories(dir: string): string[] {
  return [dir, ...readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).flatMap((e) => subdirectories(join(dir, e.name)))];
}

/** Files matching an `import.meta.glob` pattern relative to `from` (`*` within a segment, `**` any depth). */
function globFiles(root: string, from: string, pattern: string): string[] {
  if (!pattern.startsWith('.')) throw new Error(`${from}: import.meta.glob('${pattern}') must be relative`);
  let dirs = [dirname(join(root, from))];
  const segments = pattern.split('/');
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const matcher = new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    dirs = dirs.flatMap((dir) => {
      if (segment === '.' || segment === '..') return [join(dir, segment)];
      if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
      if (segment === '**') return subdirectories(dir);
      return readdirSync(dir, { withFileTypes: true })
        .filter((entry) => matcher.test(entry.name) && (last ? entry.isFile() : entry.isDirectory()))
        .map((entry) => join(dir, entry.name));
    });
  });
  return dirs.map((file) => relative(root, file)).sort();
}

/** `import.meta.glob(pattern, { eager: true })` loads like static imports; otherwise like import(). */
function globCall(node: AstNode): { patterns: string[]; eager: boolean } | undefined {
  if (node.type !== 'CallExpression') return undefined;
  const callee = node.callee as AstNode;
  const object = callee.object as AstNode | undefined;
  if (callee.type !== 'MemberExpression' || object?.type !== 'MetaProperty' || (callee.property as AstNode).name !== 'glob') return undefined;
  const [first, options] = node.arguments as AstNode[];
  const literals = first?.type === 'ArrayExpression' ? (first.elements as AstNode[]) : [first];
  const patterns = literals.map((literal) => {
    if (literal?.type !== 'Literal' || typeof literal.value !== 'string') throw new Error('import.meta.glob of a non-literal cannot be followed');
    return literal.value;
  });
  const eager = ((options?.properties as AstNode[] | undefined) ?? []).some((p) => (p.key as AstNode).name === 'eager' && (p.value as AstNode).value === true);
  return { patterns, eager };
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

/** The imports of one source file. `boundary` names functions: `import()`s passed (directly or
 * inside an arrow function) to a call of one of them are marked. */
export function moduleImports(root: string, file: string, boundary?: string | readonly string[]): ModuleImports {
  const boundaries: readonly string[] = boundary === undefined ? [] : typeof boundary === 'string' ? [boundary] : boundary;
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
    const glob = globCall(node);
    if (glob) {
      for (const target of glob.patterns.flatMap((pattern) => globFiles(root, file, pattern))) {
        if (glob.eager) statics.add(target);
        else dynamic.push({ file: target, boundary: inBoundary });
      }
      return;
    }
    if (node.type === 'ImportExpression') {
      const arg = node.source as AstNode;
      if (arg.type !== 'Literal' || typeof arg.value !== 'string') throw new Error(`${file}: import() of a non-literal cannot be followed`);
      const target = resolveLocal(root, file, arg.value);
      if (target) dynamic.push({ file: target, boundary: inBoundary });
      return;
    }
    const callee = node.type === 'CallExpression' ? (node.callee as AstNode) : undefined;
    const entering = inBoundary || (callee?.type === 'Identifier' && typeof callee.name === 'string' && boundaries.includes(callee.name));
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
export function reachableFiles(root: string, entries: string[], boundary?: string | readonly string[]): { files: Set<string>; boundaryRoots: Set<string> } {
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
