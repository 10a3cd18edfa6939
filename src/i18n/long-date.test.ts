import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatLongDate } from './long-date.ts';

const fr = createIntl({ locale: 'fr-CA', messages: {} });
const en = createIntl({ locale: 'en-CA', messages: {} });

describe('formatLongDate', () => {
  it('writes the first of a month 1er in French, the other days as numbers', () => {
    expect(formatLongDate(fr, new Date(2026, 11, 1, 12), { dateStyle: 'long' })).toBe('1er décembre 2026');
    expect(formatLongDate(fr, new Date(2026, 11, 11, 12), { dateStyle: 'long' })).toBe('11 décembre 2026');
    expect(formatLongDate(fr, new Date(2027, 1, 1, 12), { year: 'numeric', month: 'long', day: 'numeric' })).toBe('1er février 2027');
  });

  it('leaves English as Intl writes it', () => {
    expect(formatLongDate(en, new Date(2026, 11, 1, 12), { dateStyle: 'long' })).toBe('December 1, 2026');
  });
});
