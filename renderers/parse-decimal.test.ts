import { describe, expect, it } from 'vitest';
import { decimalText, parseDecimal } from './parse-decimal.ts';

describe('parseDecimal', () => {
  it('reads French: a decimal comma, spaces (no-break too) between thousands', () => {
    expect(parseDecimal('49,995', 'fr-CA')).toBe(49.995);
    expect(parseDecimal('1,234', 'fr-CA')).toBe(1.234);
    expect(parseDecimal('15 000', 'fr-CA')).toBe(15000);
    expect(parseDecimal('1\u202f234,50', 'fr-CA')).toBe(1234.5);
    expect(parseDecimal('12.5', 'fr-CA')).toBe(12.5);
    expect(parseDecimal('3,', 'fr-CA')).toBe(3);
  });

  it('reads English: a decimal point, commas between thousands', () => {
    expect(parseDecimal('15,000', 'en-CA')).toBe(15000);
    expect(parseDecimal('1,234,567.89', 'en-CA')).toBe(1234567.89);
    expect(parseDecimal('49,995', 'en-CA')).toBe(49995);
    expect(parseDecimal('12,50', 'en-CA')).toBe(12.5);
    expect(parseDecimal('3.', 'en-CA')).toBe(3);
  });

  it('refuses what is ambiguous or no number at all', () => {
    expect(parseDecimal('12,3456', 'en-CA')).toBeUndefined();
    expect(parseDecimal('1,2,3', 'en-CA')).toBeUndefined();
    expect(parseDecimal('1,2,3', 'fr-CA')).toBeUndefined();
    expect(parseDecimal('1.234,5', 'fr-CA')).toBeUndefined();
    expect(parseDecimal('0x10', 'en-CA')).toBeUndefined();
    expect(parseDecimal('1e5', 'en-CA')).toBeUndefined();
    expect(parseDecimal('abc', 'fr-CA')).toBeUndefined();
    expect(parseDecimal('  ', 'fr-CA')).toBeUndefined();
  });

  it('writes a number back as the user would type it', () => {
    expect(decimalText(1.234, 'fr-CA')).toBe('1,234');
    expect(decimalText(1.234, 'en-CA')).toBe('1.234');
    expect(decimalText(-3, 'fr')).toBe('-3');
  });
});
