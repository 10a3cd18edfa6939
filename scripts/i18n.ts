// Message catalogues: extracts the English source catalogue from the code (formatjs), checks that
// French has every key with a non-empty text, and compiles both to AST for react-intl.
// English is one extracted file (src/i18n/lang/en.json); French is split by area
// (src/i18n/lang/fr/<area>.json) so that features add their texts without touching each other's.
// Usage: npm run i18n            extract + check + compile (writes files)
//        npm run i18n -- --check  fails when a catalogue is stale, missing or empty (no writes)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSchemaMessages } from './schema-messages.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const formatjs = join(root, 'node_modules/.bin/formatjs');
const langDir = join(root, 'src/i18n/lang');
const compiledDir = join(root, 'src/generated/i18n');
export const LANGUAGES = ['en', 'fr'] as const;
const SOURCES = ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}'];

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
  run(['extract', ...SOURCES, '--ignore', '**/*.test.*', '--ignore', 'src/generated/**', '--out-file', out, '--format', 'simple', '--id-interpolation-pattern', '[sha512:contenthash:base64:6]']);
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
  for (const language of LANGUAGES) {
    const path = join(compiledDir, `${language}.json`);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== compileCatalogue(language)) problems.push(`${language}: compiled catalogue is stale (run npm run i18n)`);
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
  mkdirSync(compiledDir, { recursive: true });
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
  for (const language of LANGUAGES) writeFileSync(join(compiledDir, `${language}.json`), compileCatalogue(language));
  console.log(`catalogues: ${Object.keys(en).length} messages in ${LANGUAGES.join(', ')}`);
  if (failed) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
