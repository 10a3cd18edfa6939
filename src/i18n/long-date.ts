// A date with its month in words, as French writes the first of a month: « le 1er décembre »,
// never « le 1 décembre » (the other days stay plain numbers). Every long date of the app goes
// through here; short numeric dates are unchanged.
import type { IntlShape } from 'react-intl';

type LongDateOptions = Intl.DateTimeFormatOptions & ({ month: 'long' } | { dateStyle: 'long' | 'full' });

export function formatLongDate(intl: Pick<IntlShape, 'locale' | 'formatDateToParts'>, date: Date | number | string, options: LongDateOptions): string {
  const parts = intl.formatDateToParts(date, options);
  const french = intl.locale.toLowerCase().startsWith('fr');
  return parts.map((part) => (french && part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}
