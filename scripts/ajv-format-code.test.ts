// The generated formats (src/generated/formats.js) must accept and reject exactly what
// ajv-formats' own full formats do.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { FORMATS, formatExportName, formatsModule } from './ajv-format-code.ts';

type FormatDef = ((value: unknown) => boolean) | { validate: ((value: unknown) => boolean) | RegExp; compare?: (a: unknown, b: unknown) => number | undefined; type?: string };

const samples: Record<string, unknown[]> = {
  date: ['2024-02-29', '2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '1999-12-31', '99-1-1', ''],
  time: ['12:30:00Z', '23:59:60Z', '23:59:60+01:00', '22:59:60-01:00', '12:30:00', '24:00:00Z', '12:30:00.123+02:00', '12:30'],
  'date-time': ['2024-02-29T12:30:00Z', '2024-02-29t12:30:00z', '2024-02-29 12:30:00+01:00', '2024-02-30T12:30:00Z', '2024-02-29T12:30:00', '2024-02-29T23:59:60Z', 'now'],
  'iso-time': ['12:30:00', '12:30:00Z', '25:00:00', '12:30'],
  'iso-date-time': ['2024-02-29T12:30:00', '2024-02-29 12:30:00Z', '2024-02-29T25:30:00', '2024-02-29'],
  uri: ['https://example.org/a?b=c#d', 'mailto:a@b.ca', 'urn:isbn:123', '/relative/path', 'http://[::1]:80/', 'http://exa mple.org', 'a:b', 'https://ex.org/%zz', ''],
  regex: ['^[a-z]+$', '(', 'a\\Z', '[', '\\d{2,}'],
  byte: ['aGVsbG8=', 'aGVsbG8', 'aGVsbA==', '####', ''],
  int32: [0, 1.5, 2 ** 31, -(2 ** 31), 2 ** 31 - 1],
  int64: [0, 1.5, 2 ** 40, -3],
  float: [1.5, 0, -2],
  double: [1.5, 0, -2],
};

async function generatedFormats(): Promise<Record<string, FormatDef>> {
  const file = join(mkdtempSync(join(tmpdir(), 'formats-')), 'formats.mjs');
  writeFileSync(file, formatsModule(Object.keys(FORMATS), ''));
  return (await import(pathToFileURL(file).href)) as Record<string, FormatDef>;
}

function check(def: FormatDef, value: unknown): boolean {
  if (typeof def === 'function') return def(value);
  return typeof def.validate === 'function' ? def.validate(value) : def.validate.test(String(value));
}

describe('generated ajv formats', () => {
  it('validate and compare like ajv-formats', async () => {
    const ours = await generatedFormats();
    const theirs = fullFormats as unknown as Record<string, FormatDef>;
    for (const format of Object.keys(FORMATS)) {
      const mine = ours[formatExportName(format)] as FormatDef;
      const original = theirs[format] as FormatDef;
      expect(mine, format).toBeDefined();
      const values = samples[format] ?? [];
      expect(values.length, format).toBeGreaterThan(0);
      const random: unknown[] = typeof original === 'object' && original.type === 'number' ? fc.sample(fc.double(), 300) : fc.sample(fc.string(), 300);
      for (const value of [...values, ...random]) expect(check(mine, value), `${format} ${String(value)}`).toBe(check(original, value));
      if (typeof original === 'object' && original.compare && typeof mine === 'object') {
        for (const a of values) for (const b of values) expect(mine.compare?.(a, b), `${format} compare`).toEqual(original.compare(a, b));
      }
    }
  });

  it('writes only the formats asked for, with what they need', () => {
    const code = formatsModule(['uri'], '');
    expect(code).toContain('export const format_uri = uri;');
    expect(code).not.toContain('date');
  });
});

describe('hint formats', () => {
  it('are known to the generated validators: no unknown-format warning, and the pattern alone checks a phone', async () => {
    const { generateTarget } = await import('./generate.ts');
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const files = await generateTarget({ schema: 'schemas/forms/claim/driver.schema.json', typeName: 'ClaimDriverForm', out: 'forms/claim-driver' });
      expect(files.get('forms/claim-driver.validator.js')).toContain('pattern');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((warning) => String(warning).includes('unknown format'))).toEqual([]);
  });
});
