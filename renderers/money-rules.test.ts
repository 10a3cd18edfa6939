import { describe, expect, it } from 'vitest';
import { effectiveBounds, hasSubCents, runtimeBoundsMismatches, subCentMismatches } from './money-rules.ts';
import { parseMoney } from './widgets/money-widget.tsx';

const schema = { properties: { amount: { 'x-money': true, minimum: 1, maximum: 10000 }, count: {} } };

describe('money rules', () => {
  it('keeps what is typed: 12.345 is not rounded, so it can be refused', () => {
    expect(parseMoney('12.345', 'en-CA')).toBe(12.345);
    expect(parseMoney('12,34', 'en-CA')).toBe(12.34);
    expect(parseMoney('49,995', 'fr-CA')).toBe(49.995);
    expect(parseMoney('$1,234.50', 'en-CA')).toBe(1234.5);
    expect(parseMoney('1 234,50 $', 'fr-CA')).toBe(1234.5);
  });

  it('finds amounts with more than 2 decimals, not float noise', () => {
    expect(hasSubCents(12.345)).toBe(true);
    expect(hasSubCents(0.1 + 0.2)).toBe(false);
    expect(subCentMismatches(schema as never, { amount: 12.345, count: 1.5 })).toEqual([['amount']]);
    expect(subCentMismatches(schema as never, { amount: 12.34 })).toEqual([]);
  });

  it('checks run-time bounds, leaving to the schema what it refuses already', () => {
    const bounds = { amount: { minimum: 50, maximum: 2846 } };
    expect(runtimeBoundsMismatches(schema as never, { amount: 10 }, bounds)).toEqual([{ path: ['amount'], keyword: 'minimum' }]);
    expect(runtimeBoundsMismatches(schema as never, { amount: 2846.01 }, bounds)).toEqual([{ path: ['amount'], keyword: 'maximum' }]);
    expect(runtimeBoundsMismatches(schema as never, { amount: 50 }, bounds)).toEqual([]);
    expect(runtimeBoundsMismatches(schema as never, { amount: 0.5 }, bounds)).toEqual([]);
  });

  it('keeps the stricter of the schema’s and the run-time bounds', () => {
    expect(effectiveBounds({ minimum: 1, maximum: 10000 }, { minimum: 0, maximum: 1894 })).toEqual({ minimum: 1, maximum: 1894 });
    expect(effectiveBounds({ minimum: 1, maximum: 10000 }, { minimum: 50, maximum: 20000 })).toEqual({ minimum: 50, maximum: 10000 });
    expect(effectiveBounds({}, { minimum: 5, maximum: 9 })).toEqual({ minimum: 5, maximum: 9 });
    expect(effectiveBounds({ minimum: 1 }, undefined)).toEqual({ minimum: 1, maximum: undefined });
  });
});
