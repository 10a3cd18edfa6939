// Money, written one way everywhere (docs/product-rules.md#money): Canadian dollars with 2 decimals in the reader's
// locale (en-CA '$2,846.00', fr-CA '2 846,00 $', with the no-break spaces Intl gives).
import type { IntlShape } from 'react-intl';

/** The number format of an amount of money, for react-intl's formatNumber or Intl.NumberFormat. */
export const CAD_FORMAT = { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const satisfies Intl.NumberFormatOptions;

/** An amount in dollars, in the UI's language. */
export function formatCad(intl: Pick<IntlShape, 'formatNumber'>, amount: number): string {
  return intl.formatNumber(amount, CAD_FORMAT);
}
