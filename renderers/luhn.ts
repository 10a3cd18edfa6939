// `x-luhn: true` on a string: a card number whose check digit is right (the Luhn rule, ISO/IEC
// 7812). Checked beside ajv like `x-sameAs`; the number's shape (digits, length) is the schema's
// `pattern`, so only a string of digits is checked here. Also the card brand, from the number's
// first digits, for a form to show while the number is typed. Pure.
type Node = { properties?: Record<string, Node>; 'x-luhn'?: boolean };

/** Whether a string of digits passes the Luhn check (false for anything else). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Paths of the `x-luhn` fields whose value is digits failing the check. */
export function luhnMismatches(schema: Node, data: unknown, path: string[] = []): string[][] {
  const out: string[][] = [];
  if (!schema.properties || typeof data !== 'object' || data === null) return out;
  const values = data as Record<string, unknown>;
  for (const [key, child] of Object.entries(schema.properties)) {
    const value = values[key];
    if (child['x-luhn'] === true && typeof value === 'string' && /^\d+$/.test(value) && !luhnValid(value)) out.push([...path, key]);
    out.push(...luhnMismatches(child, value, [...path, key]));
  }
  return out;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'dinersclub' | 'unionpay';

const BRANDS: readonly [CardBrand, RegExp][] = [
  ['amex', /^3[47]/],
  ['dinersclub', /^3(?:0[0-5]|[689])/],
  ['jcb', /^35(?:2[89]|[3-8])/],
  ['visa', /^4/],
  ['mastercard', /^(?:5[1-5]|2(?:2(?:2[1-9]|[3-9])|[3-6]|7(?:[01]|20)))/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
];

/** The card's brand from its first digits (spaces and dashes ignored), or undefined while unknown. */
export function cardBrand(number: string): CardBrand | undefined {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  return BRANDS.find(([, prefix]) => prefix.test(digits))?.[0];
}
