// French typography in the French catalogue (french-typography.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breaksFrenchTypography } from './french-typography.ts';

const dir = join(import.meta.dirname, 'lang/fr');
const messages = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));

describe('French typography', () => {
  it('has the French messages to check', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('puts a no-break space before : ; ! ? and inside guillemets', () => {
    expect(messages.filter(([, text]) => breaksFrenchTypography(text))).toEqual([]);
  });

  it('tells each rule broken from the text that keeps it', () => {
    expect(['Des questions?', 'Trousse : pelle', '«Bonjour»', '<strong>Alerte :</strong>'].map(breaksFrenchTypography)).toEqual([true, true, true, true]);
    expect(['Des questions\u202f?', 'Trousse\u00a0: pelle', '«\u00a0Bonjour\u00a0»', 'Voir https://example.org/a?b', '{n, number, ::currency/CAD}'].map(breaksFrenchTypography)).toEqual([false, false, false, false, false]);
  });
});
