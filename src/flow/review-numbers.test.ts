// Numbers on the review page, as the schema says they are: years never get a separator ("Year:
// 2,020", "Année : 2 017" before), counts and measures only from five digits ("Living area 1,500"
// before), money in CAD. Every number a form asks for says which it is.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { reviewAnswers } from './review-answers.ts';
import { reviewFormatters } from './review-formatters.ts';
import en from '../generated/i18n/en.json' with { type: 'json' };
import fr from '../generated/i18n/fr.json' with { type: 'json' };

const FORMS = join(import.meta.dirname, '../../schemas/forms');
const GENERATED = join(import.meta.dirname, '../generated/forms');
/** The form as a Canadian brokerage's visitors get it: a form with country parts as generated for CA. */
const schemaOf = (path: string) => {
  const own = readFileSync(join(FORMS, path), 'utf8');
  const text = own.includes('x-countryPart') ? readFileSync(join(GENERATED, `${path.replace('.schema.json', '').replace('/', '-')}.CA.schema.json`), 'utf8') : own;
  return JSON.parse(text) as Parameters<typeof reviewAnswers>[0];
};
const intlIn = (language: 'en' | 'fr') => createIntl({ locale: language === 'fr' ? 'fr-CA' : 'en-CA', messages: (language === 'fr' ? fr : en) as never });
const texts = (language: 'en' | 'fr', form: string, data: object) =>
  Object.fromEntries(reviewAnswers(schemaOf(form), {}, data, reviewFormatters(intlIn(language))).flatMap((answer) => ('text' in answer ? [[answer.label, answer.text]] : [])));

type Node = { type?: unknown; 'x-number'?: unknown; 'x-money'?: unknown; [key: string]: unknown };
function numbersWithoutKind(node: unknown, path: string): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const n = node as Node;
  const types = Array.isArray(n.type) ? n.type : [n.type];
  const own = (types.includes('integer') || types.includes('number')) && n['x-number'] === undefined && n['x-money'] !== true ? [path] : [];
  return [...own, ...Object.entries(n).flatMap(([key, child]) => numbersWithoutKind(child, `${path}/${key}`))];
}

describe('numbers on the review page', () => {
  it('writes years as digits, counts and measures grouped from five digits, in English and French', () => {
    expect(texts('en', 'quote/vehicle.schema.json', { year: 2020, yearlyKm: 15000, drivers: 2 })).toMatchObject({ Year: '2020', 'Kilometres driven per year': '15,000' });
    expect(texts('en', 'quote/home.schema.json', { yearBuilt: 1987, livingArea: 1500 })).toMatchObject({ 'Year built': '1987', 'Living area (square feet)': '1500' });
    const french = texts('fr', 'claim/vehicle.schema.json', { year: 2017, make: 'Honda', model: 'CR-V' });
    expect(Object.values(french)).toContain('2017');
    const frenchQuote = Object.values(texts('fr', 'quote/vehicle.schema.json', { year: 2020, yearlyKm: 15000 }));
    expect(frenchQuote).toContain('2020');
    expect(frenchQuote.some((text) => /^15[\u00a0\u202f]000$/.test(text))).toBe(true);
  });

  it('every number a form asks for says what it is (x-number: year, count or measure; or x-money)', () => {
    const files = readdirSync(FORMS, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => numbersWithoutKind(schemaOf(file), file))).toEqual([]);
  });
});
