// Message catalogues: extracts the English source catalogue from the code (formatjs), checks that
// French has every key with a non-empty text, and compiles both to AST for react-intl.
// English is one extracted file (src/i18n/lang/en.json); French is split by area
// (src/i18n/lang/fr/<area>.json) so that features add their texts without touching each other's.
// Compiled output: src/generated/i18n/<language>.json holds every message (tests use it); the app
// loads src/generated/i18n/parts/<language>.<part>.json: `core` at start, `screens` with the
// screens loaded through `lazyScreen` (src/features/define-feature.ts, over withScreenMessages). A message is in `core`
// when a module the app can load without such a screen defines it (scripts/import-graph.ts).
// Usage: npm run i18n            extract + check + compile (writes files)
//        npm run i18n -- --check  fails when a catalogue is stale, missing or empty (no writes)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSchemaMessages } from './schema-messages.ts';
import { reachableFiles } from './import-graph.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(root, 'node_modules/.bin/formatjs');
const langDir = join(root, 'src/i18n/lang');
const compiledDir = join(root, 'src/generated/i18n');
const partsDir = join(compiledDir, 'parts');
export const LANGUAGES = ['en', 'fr'] as const;
const SOURCES = ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}'];
/** Catalogue parts the app loads separately: `core` at start, `screens` with the screens that need it. */
export const PARTS = ['core', 'screens'] as const;
export type Part = (typeof PARTS)[number];
const APP_ENTRY = 'src/main.tsx';
/**
 * `import()`s inside a call of these functions load the `screens` part: `lazyScreen`
 * (src/features/define-feature.ts) and `screensOnly`, which marks a chunk only screens show (the
 * form engine, src/flow/schema-form-part.ts).
 */
export const SCREENS_BOUNDARY = ['lazyScreen', 'screensOnly'];
/** The module that turns schema messages (built at run time, never extracted) into labels. */
const SCHEMA_LABELS_MODULE = 'renderers/schema-labels.ts';
const ID_PATTERN = '[sha512:contenthash:base64:6]';

type Catalogue = Record<string, string>;

function run(args: string[]): void {
  execFileSync(formatjs, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

function readJson(path: string): Catalogue {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Catalogue) : {};
}

/** A translation: the union of its area files; a key defined in two files is a problem. */
export function readTranslation(language: string): { catalogue: Catalogue; problems: string[] } {
  const dir = join(langDir, language);
  const catalogue: Catalogue = {};
  const problems: string[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
  const origin = new Map<string, string>();
  for (const file of files) {
    for (const [key, text] of Object.entries(readJson(join(dir, file)))) {
      if (origin.has(key)) problems.push(`${language}: ${key} is in both ${origin.get(key)} and ${file}`);
      origin.set(key, file);
      catalogue[key] = text;
    }
  }
  return { catalogue, problems };
}

/** The catalogue of a language as one file (English is already one). */
function catalogueFile(language: string): string {
  if (language === 'en') return join(langDir, 'en.json');
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), `${language}.json`);
  writeFileSync(out, sorted(readTranslation(language).catalogue));
  return out;
}

function sorted(catalogue: Catalogue): string {
  return `${JSON.stringify(Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`;
}

export function extractEnglish(): string {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'en.json');
  run(['extract', ...SOURCES, '--ignore', '**/*.test.*', '--ignore', 'src/generated/**', '--out-file', out, '--format', 'simple', '--id-interpolation-pattern', ID_PATTERN]);
  // Form labels live in the schemas (data), and are translated like any other message.
  return sorted({ ...readJson(out), ...allSchemaMessages(join(root, 'schemas/forms')) });
}

/** Problems with a translation catalogue against the English one: missing, empty or unknown keys. */
export function parityProblems(english: Catalogue, other: Catalogue, language: string): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    if (!(key in other)) problems.push(`${language}: missing ${key}`);
    else if (typeof other[key] !== 'string' || other[key]?.trim() === '') problems.push(`${language}: empty ${key}`);
  }
  for (const key of Object.keys(other)) if (!(key in english)) problems.push(`${language}: unknown key ${key} (not in the code)`);
  for (const [key, text] of Object.entries(english)) if (text.trim() === '') problems.push(`en: empty ${key}`);
  return problems;
}

export function compileCatalogue(language: string): string {
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), `${language}.json`);
  run(['compile', catalogueFile(language), '--format', 'simple', '--ast', '--out-file', out]);
  return readFileSync(out, 'utf8');
}

/**
 * Ids of the messages the app needs without any `withScreenMessages` screen: those defined in a
 * module reachable from the entry through static imports and the other `import()`s, plus the
 * schema messages when the schema labels module is reachable that way.
 */
export function coreMessageIds(english: Catalogue): Set<string> {
  const { files, boundaryRoots } = reachableFiles(root, [APP_ENTRY], SCREENS_BOUNDARY);
  if (boundaryRoots.size === 0) throw new Error(`no import() inside ${SCREENS_BOUNDARY.join('() or ')}(): the screens part would be empty`);
  // The same files the English extraction reads (SOURCES), where reachable.
  const sources = [...files].filter((f) => /^(src|renderers)\/.*\.(ts|tsx)$/.test(f) && !f.startsWith('src/generated/') && !/\.test\./.test(f)).sort();
  const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'core.json');
  run(['extract', ...sources, '--out-file', out, '--format', 'simple', '--id-interpolation-pattern', ID_PATTERN]);
  const ids = new Set(Object.keys(readJson(out)));
  const schemaInCore = files.has(SCHEMA_LABELS_MODULE);
  for (const id of Object.keys(english)) if (schemaInCore && id.startsWith('schema.')) ids.add(id);
  for (const id of ids) if (!(id in english)) throw new Error(`core message ${id} is not in the English catalogue`);
  return ids;
}

/** A compiled catalogue cut into parts (same AST, same key order). */
export function splitCompiled(compiled: string, core: Set<string>): Record<Part, string> {
  const all = JSON.parse(compiled) as Record<string, unknown>;
  const parts: Record<Part, Record<string, unknown>> = { core: {}, screens: {} };
  for (const [id, ast] of Object.entries(all)) parts[core.has(id) ? 'core' : 'screens'][id] = ast;
  return { core: `${JSON.stringify(parts.core, null, 2)}\n`, screens: `${JSON.stringify(parts.screens, null, 2)}\n` };
}

/** Every compiled file: the whole catalogue and its parts, by path. */
function compiledFiles(en: Catalogue): Map<string, string> {
  const core = coreMessageIds(en);
  const files = new Map<string, string>();
  for (const language of LANGUAGES) {
    const compiled = compileCatalogue(language);
    files.set(join(compiledDir, `${language}.json`), compiled);
    const parts = splitCompiled(compiled, core);
    for (const part of PARTS) files.set(join(partsDir, `${language}.${part}.json`), parts[part]);
  }
  return files;
}

/** Every problem that makes the catalogues unfit: stale English, translation gaps, stale compiled files. */
export function catalogueProblems(): string[] {
  const problems: string[] = [];
  const english = extractEnglish();
  if (readFileSync(join(langDir, 'en.json'), 'utf8') !== english) problems.push('en: src/i18n/lang/en.json is stale (run npm run i18n)');
  const en = JSON.parse(english) as Catalogue;
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const translation = readTranslation(language);
    problems.push(...translation.problems, ...parityProblems(en, translation.catalogue, language));
  }
  for (const [path, text] of compiledFiles(en)) {
    if (!existsSync(path) || readFileSync(path, 'utf8') !== text) problems.push(`${relative(root, path)}: compiled catalogue is stale (run npm run i18n)`);
  }
  return problems;
}

function main(): void {
  if (process.argv.includes('--help')) {
    console.log('Usage: npm run i18n [-- --check]');
    return;
  }
  if (process.argv.includes('--check')) {
    const problems = catalogueProblems();
    for (const p of problems) console.error(p);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  mkdirSync(partsDir, { recursive: true });
  const english = extractEnglish();
  writeFileSync(join(langDir, 'en.json'), english);
  const en = JSON.parse(english) as Catalogue;
  let failed = false;
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const translation = readTranslation(language);
    const problems = [...translation.problems, ...parityProblems(en, translation.catalogue, language)];
    for (const p of problems) console.error(p);
    failed ||= problems.length > 0;
  }
  const files = compiledFiles(en);
  for (const [path, text] of files) writeFileSync(path, text);
  const coreCount = Object.keys(JSON.parse(files.get(join(partsDir, 'en.core.json')) as string) as object).length;
  console.log(`catalogues: ${Object.keys(en).length} messages in ${LANGUAGES.join(', ')} (${coreCount} in core)`);
  if (failed) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
