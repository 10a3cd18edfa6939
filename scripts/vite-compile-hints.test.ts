import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, mapWithCompileHint, withCompileHint } from './vite-compile-hints.ts';

describe('compile hints', () => {
  it('puts the hint on the first line, once', () => {
    const code = 'const __vite__mapDeps=1;\nexport const a=()=>1;';
    const hinted = withCompileHint(code);
    expect(hinted.split('\n')).toEqual([COMPILE_HINT, 'const __vite__mapDeps=1;', 'export const a=()=>1;']);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('moves the source map down by that line and keeps the rest of it', () => {
    const map = JSON.stringify({ version: 3, sources: ['../src/a.ts'], names: [], mappings: 'AAAA;AACA' });
    expect(JSON.parse(mapWithCompileHint(map))).toEqual({ version: 3, sources: ['../src/a.ts'], names: [], mappings: ';AAAA;AACA' });
  });
});
