// Numbers in the catalogues: an ICU skeleton (`::group-off`, `::currency/CAD`) is read as one in
// every language (a no-break space before `::`, as French typography puts before a colon, made
// French print "2 020 Honda CR-V"), and a year never gets a thousands separator.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../generated/i18n/en.json' with { type: 'json' };
import fr from '../generated/i18n/fr.json' with { type: 'json' };

type Element = { type: number; value?: string; style?: unknown; options?: Record<string, { value: Element[] }>; children?: Element[] };
const CATALOGUES = { en, fr } as unknown as Record<'en' | 'fr', Record<string, Element[]>>;
const NUMBER = 2;

function numberArguments(elements: Element[]): Element[] {
  return elements.flatMap((element) => [
    ...(element.type === NUMBER ? [element] : []),
    ...Object.values(element.options ?? {}).flatMap((option) => numberArguments(option.value)),
    ...numberArguments(element.children ?? []),
  ]);
}

describe('numbers in the catalogues', () => {
  for (const [language, catalogue] of Object.entries(CATALOGUES)) {
    it(`${language}: every number skeleton is parsed, and years have no separator`, () => {
      const unparsed: string[] = [];
      const years: string[] = [];
      for (const [id, message] of Object.entries(catalogue)) {
        for (const argument of numberArguments(message)) {
          if (typeof argument.style === 'string' && argument.style.includes('::')) unparsed.push(`${id}: ${argument.style}`);
          if (/year/i.test(argument.value ?? '')) years.push(id);
        }
      }
      expect(unparsed).toEqual([]);
      expect(years.length).toBeGreaterThan(0);
      const intl = createIntl({ locale: language === 'fr' ? 'fr-CA' : 'en-CA', messages: catalogue as never, onError: () => undefined });
      for (const id of years) {
        const text = intl.formatMessage({ id }, { year: 2020, limit: 2031, make: 'Honda', model: 'CR-V', label: 'Année' });
        expect(text, id).toContain('20');
        expect(text, id).not.toMatch(/\d[\s\u00a0\u202f,.]\d{3}/);
      }
    });
  }
});
