// `npm run check-doc-anchors` (part of `npm test`): the code cites the repository's own documents,
// and every citation leads somewhere. It fails when
//  - a source file (src/, renderers/, scripts/, studio/, e2e/, fixtures/, tests/, schemas/) still
//    cites the old specification by section ("SPEC" followed by a section sign);
//  - a source file cites `docs/<file>.md` or `docs/<file>.md#anchor` whose file or anchor does not
//    exist;
//  - a Markdown file (README.md, docs/**) links to a relative `<file>.md#anchor` that does not exist.
// Anchors are GitHub's: heading slugs (lower case, punctuation dropped, spaces to hyphens, repeats
// numbered -1, -2…) and explicit `<a id="…">` / `name="…"` anchors (docs/product-rules.md uses those).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const SOURCE_DIRS = ['src', 'renderers', 'scripts', 'studio', 'e2e', 'fixtures', 'tests', 'schemas'];
const SOURCE_EXT = /\.(ts|tsx|js|mjs|json|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git']);
/** Written so that this file does not match itself. */
const OLD_SPEC_CITATION = new RegExp('SPEC' + ' \u00a7');
const DOC_CITATION = /\bdocs\/((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g;
const MARKDOWN_LINK = /\]\(((?!https?:|mailto:|#)[^)\s]+?\.md)(?:#([\w-]+))?\)/g;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** GitHub's slug of a heading text. */
export function githubSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor a Markdown text offers: heading slugs (repeats numbered) and explicit ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = githubSlug(heading[1] ?? '');
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const explicit of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)="([^"]+)"/g)) anchors.add(explicit[1] ?? '');
  }
  return anchors;
}

/** Reads a repository file as text, or undefined when it does not exist. */
export type ReadDoc = (path: string) => string | undefined;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function checkTarget(file: string, text: string, index: number, docPath: string, anchor: string | undefined, readDoc: ReadDoc, anchorCache: Map<string, Set<string>>, shown: string): Problem | undefined {
  const doc = readDoc(docPath);
  if (doc === undefined) return { file, line: lineOf(text, index), message: `cites ${shown}, but ${docPath} does not exist` };
  if (anchor === undefined) return undefined;
  let anchors = anchorCache.get(docPath);
  if (!anchors) {
    anchors = anchorsOf(doc);
    anchorCache.set(docPath, anchors);
  }
  if (!anchors.has(anchor)) return { file, line: lineOf(text, index), message: `cites ${shown}, but ${docPath} has no anchor "${anchor}"` };
  return undefined;
}

/** Problems of one source file: old specification citations and docs/ citations that lead nowhere. */
export function sourceProblems(file: string, text: string, readDoc: ReadDoc, anchorCache = new Map<string, Set<string>>()): Problem[] {
  const problems: Problem[] = [];
  const old = OLD_SPEC_CITATION.exec(text);
  if (old) problems.push({ file, line: lineOf(text, old.index), message: 'cites the old specification by section; cite docs/product-rules.md#<anchor>' });
  for (const match of text.matchAll(DOC_CITATION)) {
    const problem = checkTarget(file, text, match.index, `docs/${match[1]}`, match[2], readDoc, anchorCache, match[0]);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Problems of one Markdown file: relative links to `.md` files or their anchors that do not exist. */
export function markdownProblems(file: string, text: string, readDoc: ReadDoc, anchorCache = new Map<string, Set<string>>()): Problem[] {
  const problems: Problem[] = [];
  for (const match of text.matchAll(MARKDOWN_LINK)) {
    const target = normalize(join(dirname(file), match[1] ?? '')).split(sep).join('/');
    const problem = checkTarget(file, text, match.index, target, match[2], readDoc, anchorCache, `${match[1]}${match[2] ? `#${match[2]}` : ''}`);
    if (problem) problems.push(problem);
  }
  return problems;
}

// ---- reading the tree ----

function walk(root: string, dir: string, out: string[]): void {
  const full = join(root, dir);
  if (!existsSync(full)) return;
  for (const name of readdirSync(full)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) walk(root, path, out);
    else out.push(path);
  }
}

export function checkTree(root: string): { problems: Problem[]; sources: number; markdown: number } {
  const readDoc: ReadDoc = (path) => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
  };
  const anchorCache = new Map<string, Set<string>>();
  const sources: string[] = [];
  for (const dir of SOURCE_DIRS) walk(root, dir, sources);
  const markdown: string[] = ['README.md', 'CHANGELOG.md'].filter((file) => existsSync(join(root, file)));
  walk(root, 'docs', markdown);
  const problems: Problem[] = [];
  const checkedSources = sources.filter((file) => SOURCE_EXT.test(file));
  for (const file of checkedSources) problems.push(...sourceProblems(file, readFileSync(join(root, file), 'utf8'), readDoc, anchorCache));
  const checkedMarkdown = markdown.filter((file) => file.endsWith('.md'));
  for (const file of checkedMarkdown) problems.push(...markdownProblems(file, readFileSync(join(root, file), 'utf8'), readDoc, anchorCache));
  return { problems, sources: checkedSources.length, markdown: checkedMarkdown.length };
}

function main(): number {
  if (process.argv.includes('--help')) {
    console.log('Usage: npm run check-doc-anchors  Fails on citations of the old specification by section and on docs/ citations or Markdown links whose file or anchor does not exist.');
    return 0;
  }
  const root = relative(process.cwd(), join(dirname(fileURLToPath(import.meta.url)), '..')) || '.';
  const { problems, sources, markdown } = checkTree(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  console.log(`doc anchors: ${sources} source and ${markdown} Markdown files checked, ${problems.length} problem(s)`);
  return problems.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
