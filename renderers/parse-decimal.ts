// A number typed in the user's language (docs/product-rules.md#money): in French the comma is the
// decimal sign and spaces group the thousands ('1 234,5'); in English the point is the decimal sign
// and commas group the thousands ('1,234.5'). Either language also takes the other's decimal sign
// where it cannot be a grouping: '12.5' in French, '12,50' in English. Whatever else is ambiguous
// or malformed ('1,2,3', '12,3456' in English, '1.234,5') is not a number, so the field says it is
// not valid rather than keeping a value the user did not mean ('49,995' in French is 49.995, never
// 49 995).

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const PLAIN = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const ENGLISH_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;
/** French: one comma, the decimal sign ('3,' while the cents are still to come). */
const DECIMAL_COMMA = /^[+-]?(\d+,\d*|,\d+)$/;
/** English: a comma followed by at most two digits cannot group thousands, so it is a decimal comma. */
const ENGLISH_DECIMAL_COMMA = /^[+-]?(\d+,\d{0,2}|,\d{1,2})$/;

function plainNumber(text: string): number | undefined {
  if (!PLAIN.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** The number `text` means in `locale` (a BCP 47 tag such as 'fr-CA'), or undefined when it is none. */
export function parseDecimal(text: string, locale: string): number | undefined {
  const compact = text.replace(SPACES, '');
  if (compact === '') return undefined;
  if (!compact.includes(',')) return plainNumber(compact);
  if (locale.toLowerCase().startsWith('fr')) return DECIMAL_COMMA.test(compact) ? plainNumber(compact.replace(',', '.')) : undefined;
  if (ENGLISH_GROUPED.test(compact)) return plainNumber(compact.replace(/,/g, ''));
  return ENGLISH_DECIMAL_COMMA.test(compact) ? plainNumber(compact.replace(',', '.')) : undefined;
}

/** A number as the user would type it back in `locale`: '12,345' in French, '12.345' in English. */
export function decimalText(value: number, locale: string): string {
  const text = String(value);
  return locale.toLowerCase().startsWith('fr') ? text.replace('.', ',') : text;
}
