// French typography in the French catalogue: a no-break space before : ; ! ? (a narrow one before
// ; ! ?), and guillemets hold their text with no-break spaces.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, 'lang/fr');
const messages = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => Object.entries(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));

describe('French typography', () => {
  it('has the French messages to check', () => {
    expect(messages.length).toBeGreaterThan(100);
  });

  it('puts a no-break space before ; ! ? (urls aside)', () => {
    const offenders = messages.filter(([, text]) => !text.includes('http') && /[^\u00a0\u202f][;!?](\s|$)/.test(text));
    expect(offenders).toEqual([]);
  });

  it('puts a no-break space before colons and inside guillemets', () => {
    const offenders = messages.filter(([, text]) => {
      // ICU skeletons (`::currency/CAD`) are not punctuation.
      const prose = text.replace(/\{[^{}]*::[^{}]*\}/g, '');
      return /[^\u00a0\u202f]:(?!\/\/)(\s|$)/.test(prose) || /«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(prose);
    });
    expect(offenders).toEqual([]);
  });
});
