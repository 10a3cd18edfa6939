// Generated code must match its sources: a schema or message edit without `npm run generate` /
// `npm run i18n` fails here.
import { describe, expect, it } from 'vitest';
import { staleFiles, requiresToImports } from './generate.ts';
import { catalogueProblems, parityProblems } from './i18n.ts';

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

  it('reports missing, empty and unknown keys', () => {
    const problems = parityProblems({ a: 'A', b: 'B', c: 'C' }, { a: 'Á', b: ' ', d: 'D' }, 'fr');
    expect(problems.sort()).toEqual(['fr: empty b', 'fr: missing c', 'fr: unknown key d (not in the code)']);
  });
});
