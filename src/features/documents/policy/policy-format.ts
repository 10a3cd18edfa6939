// Money, dates and addresses of a policy in the reader's locale (docs/product-rules.md#money: the brokerage's currency, 2 decimals).
import type { IntlShape } from 'react-intl';
import type { Address } from '../../../api/generated/api-types.ts';
import { formatLongDate } from '../../../i18n/long-date.ts';

/** The brokerage's currency with 2 decimals in the locale: the one money format. */
export { formatMoney } from '../../../i18n/money.ts';

/**
 * A calendar date (YYYY-MM-DD) in the locale, the same day everywhere: read as UTC midnight and
 * shown in UTC, so no time zone moves it to the day before.
 */
export function formatDay(intl: IntlShape, isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return formatLongDate(intl, Date.UTC(year, month - 1, day), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** An address on one line: street, city, province, postal code. */
export function formatAddress(address: Address): string {
  return [address.address, address.city, [address.province, address.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
