// Money, written one way everywhere (docs/product-rules.md#money): the brokerage's currency (settings
// `currency`, else its country's; docs/product-rules.md#country) with 2 decimals in the reader's
// locale (en-CA '$2,846.00', fr-CA '2 846,00 $', US dollars 'US$2,846.00' in a Canadian locale,
// with the no-break spaces Intl gives). The currency travels with the app's react-intl object, as
// its named number format `money` (moneyFormats), so every amount and message (`{n, number, money}`)
// takes it without each screen passing it along.
import type { IntlShape } from 'react-intl';
import type { Currency } from '../settings/runtime.ts';
import { runtimeState } from '../state/runtime-state.ts';

/** The currency when nothing names one: the default country's (CA). */
export const DEFAULT_CURRENCY: Currency = 'CAD';

/** The currency a request names for its amounts (schemas/api/common/currency.json): the brokerage's. */
export function requestCurrency(): Currency {
  return runtimeState.runtime?.currency ?? DEFAULT_CURRENCY;
}

/** The number format of an amount of money, for react-intl's formatNumber or Intl.NumberFormat. */
export interface MoneyFormat {
  style: 'currency';
  currency: string;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
}

export function moneyFormat(currency: string): MoneyFormat {
  return { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 };
}

/** The `formats` of the app's IntlProvider: `money` in the brokerage's currency. */
export function moneyFormats(currency: string): { number: { money: MoneyFormat } } {
  return { number: { money: moneyFormat(currency) } };
}

/** The currency the app's react-intl object formats money in. */
export function currencyOfIntl(intl: Pick<IntlShape, 'formats'>): string {
  // A stand-in intl (tests, texts made outside React) may have no formats: the default currency.
  return intl.formats?.number?.money?.currency ?? DEFAULT_CURRENCY;
}

/** An amount in the brokerage's currency, in the UI's language. */
export function formatMoney(intl: Pick<IntlShape, 'formatNumber' | 'formats'>, amount: number): string {
  return intl.formatNumber(amount, moneyFormat(currencyOfIntl(intl)));
}
