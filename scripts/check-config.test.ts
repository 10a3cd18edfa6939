// The check-config CLI as an integrator runs it: exit codes and `FILE: /pointer: message` lines.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function checkConfig(...files: string[]) {
  const run = spawnSync('node_modules/.bin/tsx', ['scripts/check-config.ts', ...files], { encoding: 'utf8' });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

const VALID = ['maplecrest', 'northwind', 'harbourchat', 'boreal', 'lakeshore', 'minimal'].map((n) => `fixtures/brokerages/${n}.json`);

describe('npm run check-config', () => {
  it('accepts every valid fixture brokerage and its texts in another language (exit 0, one ok line each)', () => {
    const { status, lines } = checkConfig(...VALID);
    expect(status).toBe(0);
    expect(lines).toEqual([
      'fixtures/brokerages/maplecrest.json: ok',
      'fixtures/brokerages/fr/maplecrest.json: ok',
      'fixtures/brokerages/northwind.json: ok',
      'fixtures/brokerages/harbourchat.json: ok',
      'fixtures/brokerages/fr/harbourchat.json: ok',
      'fixtures/brokerages/boreal.json: ok',
      'fixtures/brokerages/en/boreal.json: ok',
      'fixtures/brokerages/lakeshore.json: ok',
      'fixtures/brokerages/fr/lakeshore.json: ok',
      'fixtures/brokerages/minimal.json: ok',
    ]);
  }, 30_000);

  it('checks the texts beside a file as the preview uses them: pointers, values, the settings in that language, French typography', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-texts-'));
    const settings = join(dir, 'acme.json');
    writeFileSync(settings, JSON.stringify({ subdomain: 'acme', brand: { name: 'Acme' }, featuresAndOptions: [{ feature: 'documents', name: 'Documents' }, { feature: 'payments', name: 'Payments' }] }));
    mkdirSync(join(dir, 'fr'));
    writeFileSync(join(dir, 'fr', 'acme.json'), JSON.stringify({ '/brand/name': '', '/nowhere': 'x', '/featuresAndOptions/0/name': 'Documents : polices', '/featuresAndOptions/1/name': 3 }));
    const { status, lines } = checkConfig(settings);
    expect(status).toBe(1);
    const texts = join(dir, 'fr', 'acme.json');
    expect(lines).toEqual([
      `${settings}: ok`,
      `${texts}: /featuresAndOptions/1/name: must be a text at a JSON pointer of the settings`,
      `${texts}: /nowhere: names no text of acme.json`,
      `${texts}: /brand/name: in fr: must NOT have fewer than 1 characters`,
      `${texts}: /featuresAndOptions/0/name: warning: French typography: a no-break space before : and ; ! ?, inside « »`,
    ]);
  }, 30_000);

  it('rejects the invalid fixtures with one pointer line per error and unknown keys as warnings', () => {
    const { status, lines } = checkConfig('fixtures/brokerages/invalid/bad-colors.json', 'fixtures/brokerages/invalid/missing-required.json', 'fixtures/brokerages/invalid/bad-menu.json');
    expect(status).toBe(1);
    expect(lines).toEqual(expect.arrayContaining([
      'fixtures/brokerages/invalid/bad-colors.json: /brand/brandColor: must be a colour as #rgb, #rrggbb or #rrggbbaa',
      'fixtures/brokerages/invalid/bad-colors.json: /brand/actionColor: must be a colour as #rgb, #rrggbb or #rrggbbaa',
      'fixtures/brokerages/invalid/bad-colors.json: /features/documents: must be boolean',
      'fixtures/brokerages/invalid/bad-colors.json: /colour: warning: is not a known setting',
      'fixtures/brokerages/invalid/missing-required.json: /subdomain: is required',
      'fixtures/brokerages/invalid/missing-required.json: /brand/name: is required',
      'fixtures/brokerages/invalid/missing-required.json: /language: must be one of "en", "fr"',
      'fixtures/brokerages/invalid/bad-menu.json: /featuresAndOptions/0/order: must be number',
      'fixtures/brokerages/invalid/bad-menu.json: /featuresAndOptions/2: must be object',
      'fixtures/brokerages/invalid/bad-menu.json: /bannerNotification/dateFrom: must match format "date-time"',
    ]));
    expect(lines.some((line) => line.endsWith(': ok'))).toBe(false);
  }, 30_000);

  it('passes a file whose only problems are unknown keys, printing them as warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-config-'));
    const file = join(dir, 'extra.json');
    writeFileSync(file, JSON.stringify({ subdomain: 'extra', brand: { name: 'Extra', font: 'Comic' } }));
    const notJson = join(dir, 'broken.json');
    writeFileSync(notJson, '{ "subdomain": ');
    const { status, lines } = checkConfig(file, notJson);
    expect(status).toBe(1);
    expect(lines).toContain(`${file}: /brand/font: warning: is not a known setting`);
    expect(lines).toContain(`${file}: ok`);
    expect(lines.find((line) => line.startsWith(`${notJson}: /: `))).toBeDefined();
  }, 30_000);

  it('exits 2 with usage when given no file', () => {
    expect(checkConfig().status).toBe(2);
  }, 30_000);
});
