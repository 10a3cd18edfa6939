import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, truncateChars, truncateWords } from './format.ts';

// Intl uses no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('Canadian formats', () => {
  it.each([
    [1234.5, 'en', '$1,234.50'],
    [1234.5, 'fr', '1 234,50 $'],
    [0, 'en', '$0.00'],
    [19.999, 'fr', '20,00 $'],
    [-45.1, 'en', '-$45.10'],
  ] as const)('money %s in %s → %s', (amount, language, text) => {
    expect(plain(formatMoney(amount, language))).toBe(text);
  });

  it('uses the no-break spaces French typography needs', () => {
    expect(formatMoney(1234.5, 'fr')).toMatch(/1[\u00a0\u202f]234,50[\u00a0\u202f]\$/);
  });

  it.each([
    ['en', 'November 22, 2026'],
    ['fr', '22 novembre 2026'],
  ] as const)('long date in %s', (language, text) => {
    expect(formatDate(new Date(2026, 10, 22), language)).toBe(text);
  });

  it('short dates are ISO-like in Canada', () => {
    expect(formatDate(new Date(2026, 10, 2), 'en', 'short')).toBe('2026-11-02');
  });

  it('numbers follow the locale', () => {
    expect(plain(formatNumber(12345.678, 'fr', 1))).toBe('12 345,7');
    expect(formatNumber(12345.678, 'en', 1)).toBe('12,345.7');
  });

  it('truncates to 5 words and 100 characters', () => {
    expect(truncateWords('one two three four five six seven')).toBe('one two three four five…');
    expect(truncateWords('one two')).toBe('one two');
    expect(truncateChars('x'.repeat(150))).toHaveLength(100);
    expect(truncateChars('short')).toBe('short');
  });
});
