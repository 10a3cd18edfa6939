// `npm run preview -- --config FILE` with a file the runtime cannot take as settings at all: it
// stops with the parse error instead of serving a fixture brokerage in its place.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'preview-config-'));

describe('npm run preview -- --config', () => {
  it.each([
    ['an array', '[]', 'settings must be a JSON object, not an array'],
    ['null', 'null', 'settings must be a JSON object, not null'],
    ['a string', '"x"', 'settings must be a JSON object, not a string'],
    ['truncated JSON', '{ "brand": { "name": "Acme"', 'JSON'],
  ])('stops on a file holding %s, with the parse error', (_what, text, error) => {
    const file = join(dir, `${_what.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, text);
    // A preview that starts never exits: the timeout then fails the test.
    const run = spawnSync('node_modules/.bin/tsx', ['scripts/preview.ts', '--config', file, '--port', '1'], { encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${file}: `);
    expect(run.stderr).toContain(error);
  }, 40_000);
});
