import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormat, moneyFormats } from './money.ts';

// Intl uses no-break spaces; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [1234.5, 'en-CA', '$1,234.50'],
    [1234.5, 'fr-CA', '1 234,50 $'],
    [0, 'en-CA', '$0.00'],
    [19.999, 'fr-CA', '20,00 $'],
    [-45.1, 'en-CA', '-$45.10'],
    [2846, 'en-CA', '$2,846.00'],
  ] as const)('%s in %s → %s (CAD when the app names no currency)', (amount, locale, text) => {
    expect(plain(formatMoney(createIntl({ locale, messages: {} }), amount))).toBe(text);
  });

  it.each([
    ['en-CA', 'US$1,234.50'],
    ['fr-CA', '1 234,50 $ US'],
    ['en-US', '$1,234.50'],
  ] as const)('US dollars in %s → %s: the currency of the app’s formats', (locale, text) => {
    expect(plain(formatMoney(createIntl({ locale, messages: {}, formats: moneyFormats('USD') }), 1234.5))).toBe(text);
  });

  it('formats messages’ `{n, number, money}` in the same currency', () => {
    const intl = createIntl({ locale: 'en-CA', messages: { m: 'Between {min, number, money} and {max, number, money}' }, formats: moneyFormats('USD') });
    expect(intl.formatMessage({ id: 'm' }, { min: 1, max: 2.5 })).toBe('Between US$1.00 and US$2.50');
  });

  it('uses the no-break spaces French typography needs', () => {
    expect(formatMoney(createIntl({ locale: 'fr-CA', messages: {} }), 1234.5)).toMatch(/1[\u00a0\u202f]234,50[\u00a0\u202f]\$/);
  });

  it('is the same format for Intl.NumberFormat (text made outside React)', () => {
    expect(new Intl.NumberFormat('fr-CA', moneyFormat('CAD')).format(7.5)).toBe(formatMoney(createIntl({ locale: 'fr-CA', messages: {} }), 7.5));
  });
});
