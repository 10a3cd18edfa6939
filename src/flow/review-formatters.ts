// How the review page writes answers in the user's language: Yes/No, calendar days, times, money
// in CAD, and numbers by what the schema says they are (`x-number`): a year as digits only, a
// count or a measure grouped from five digits (1500, but 15,000 / 15 000).
import type { IntlShape } from 'react-intl';
import { formatMoney } from '../i18n/money.ts';
import { flowMessages as m } from './flow-messages.ts';
import type { ReviewFormatters } from './review-answers.ts';
import { formatLongDate } from '../i18n/long-date.ts';

export function reviewFormatters(intl: IntlShape): ReviewFormatters {
  return {
    yes: intl.formatMessage(m.yes),
    no: intl.formatMessage(m.no),
    // A date answer is a calendar day: shown as that day wherever the device is.
    date: (day) => formatLongDate(intl, new Date(`${day}T12:00:00`), { year: 'numeric', month: 'long', day: 'numeric' }),
    time: (hhmm) => intl.formatTime(new Date(`2000-01-01T${hhmm}:00`), { hour: 'numeric', minute: '2-digit' }),
    dateTime: (iso) => formatLongDate(intl, new Date(iso), { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
    number: (n) => intl.formatNumber(n, { useGrouping: 'min2' }),
    year: (n) => intl.formatNumber(n, { useGrouping: false }),
    money: (n) => formatMoney(intl, n),
  };
}
