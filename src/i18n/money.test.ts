import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CAD_FORMAT, formatCad } from './money.ts';

// Intl uses no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCad', () => {
  it.each([
    [1234.5, 'en-CA', '$1,234.50'],
    [1234.5, 'fr-CA', '1 234,50 $'],
    [0, 'en-CA', '$0.00'],
    [19.999, 'fr-CA', '20,00 $'],
    [-45.1, 'en-CA', '-$45.10'],
    [2846, 'en-CA', '$2,846.00'],
  ] as const)('%s in %s → %s', (amount, locale, text) => {
    expect(plain(formatCad(createIntl({ locale, messages: {} }), amount))).toBe(text);
  });

  it('uses the no-break spaces French typography needs', () => {
    expect(formatCad(createIntl({ locale: 'fr-CA', messages: {} }), 1234.5)).toMatch(/1[\u00a0\u202f]234,50[\u00a0\u202f]\$/);
  });

  it('is the same format for Intl.NumberFormat (text made outside React)', () => {
    expect(new Intl.NumberFormat('fr-CA', CAD_FORMAT).format(7.5)).toBe(formatCad(createIntl({ locale: 'fr-CA', messages: {} }), 7.5));
  });
});
