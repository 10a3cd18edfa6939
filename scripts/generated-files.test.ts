// Generated code must match its sources: a schema or message edit without `npm run generate` /
// `npm run i18n` fails here.
import { describe, expect, it } from 'vitest';
import { staleFiles, requiresToImports } from './generate.ts';
import { catalogueProblems, parityProblems, coreMessageIds, splitCompiled, SCREENS_BOUNDARY } from './i18n.ts';
import { reachableFiles } from './import-graph.ts';

describe('generated files', () => {
  it('types and validators are up to date with schemas/', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 60_000);

  it('ships no `require` and no runtime code compilation in validators', async () => {
    const { readFileSync } = await import('node:fs');
    const code = readFileSync('src/generated/settings.validator.js', 'utf8');
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toMatch(/new Function|\beval\(/);
  });

  it('hoists require calls into imports', () => {
    const out = requiresToImports('const a = require("x/y").default; const b = require("x/y").z;');
    expect(out).toContain('import * as __dep0ns from "x/y.js";');
    expect(out).toContain('const a = __dep0.default; const b = __dep0.z;');
  });
});

describe('message catalogues', () => {
  it('en is extracted from the code, fr has every key non-empty, compiled files are fresh', () => {
    expect(catalogueProblems()).toEqual([]);
  }, 60_000);

  it('puts the first page in the core part and the lazily loaded screens in the screens part', async () => {
    const { readFileSync } = await import('node:fs');
    const english = JSON.parse(readFileSync('src/i18n/lang/en.json', 'utf8')) as Record<string, string>;
    const core = coreMessageIds(english);
    for (const id of ['home.menuLabel', 'shell.loading', 'menu.documents.name', 'route.home.title', 'userMenu.login', 'session.countdown']) expect(core.has(id), id).toBe(true);
    for (const id of ['flow.next', 'claims.wizard.submit', 'login.email.intro', 'form.submit', 'error.required']) expect(core.has(id), id).toBe(false);
    expect([...core].some((id) => id.startsWith('schema.'))).toBe(false);
    const parts = splitCompiled(readFileSync('src/generated/i18n/en.json', 'utf8'), core);
    const coreKeys = Object.keys(JSON.parse(parts.core) as object);
    const screenKeys = Object.keys(JSON.parse(parts.screens) as object);
    expect(coreKeys.filter((id) => screenKeys.includes(id))).toEqual([]);
    expect([...coreKeys, ...screenKeys].sort()).toEqual(Object.keys(english).sort());
  }, 60_000);

  it('follows the screens loaded through lazyScreen (and the form engine, screensOnly) as the screens part, and feature declarations found by glob', () => {
    const { files, boundaryRoots } = reachableFiles(process.cwd(), ['src/main.tsx'], SCREENS_BOUNDARY);
    expect([...boundaryRoots]).toEqual(expect.arrayContaining(['src/features/auth/login-screen.tsx', 'src/features/claims/claim-numbers-screen.tsx', 'src/features/claims/claim-wizard-screen.tsx']));
    expect(files.has('src/features/home/home-screen.tsx')).toBe(true);
    expect(files.has('src/features/claims/feature.ts'), 'import.meta.glob of the feature registry is followed').toBe(true);
    // Otherwise every form text would be in the first page's catalogue.
    expect(files.has('renderers/schema-form.tsx'), 'a screen with forms is loaded without lazyScreen (its feature.ts)').toBe(false);
  });

  it('reports missing, empty and unknown keys', () => {
    const problems = parityProblems({ a: 'A', b: 'B', c: 'C' }, { a: 'Á', b: ' ', d: 'D' }, 'fr');
    expect(problems.sort()).toEqual(['fr: empty b', 'fr: missing c', 'fr: unknown key d (not in the code)']);
  });
});
