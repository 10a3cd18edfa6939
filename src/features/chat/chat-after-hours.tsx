// After hours (docs/product-rules.md#chat-enabled): with chatOptions.hideChatAfterHours, outside the office hours (read
// in the office time zone) the chat is replaced by this notice: when it opens again, the hours,
// the brokerage's own words and its other contact options.
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Runtime } from '../../settings/runtime.ts';
import { PATHS } from '../../paths/paths.ts';
import { LOCALES } from '../../i18n/locale.ts';
import { dayRanges, describeOfficeStatus, formatClockTime, formatZone, officeStatusAt, parseOfficeHours, weekdayName } from '../../settings/office-hours.ts';
import { chatMessages as m, chatValueMessages as v } from './chat-messages.ts';

/** The dialable part of a phone number (an extension is left to the caller). */
function telOf(phone: string): string {
  return (phone.split(/\s*(?:ext|x)\.?\s*\d/i)[0] ?? '').replace(/[^0-9+]/g, '');
}

export function ChatAfterHours({ runtime, now }: { runtime: Runtime; now: Date }) {
  const intl = useIntl();
  const locale = LOCALES[runtime.language] ?? intl.locale;
  const hours = parseOfficeHours(runtime.chat.officeHours, { timeZone: runtime.timeZone });
  // The next opening is said in the visitor's own clock, as on the contact page ('tomorrow at
  // 4:00 a.m.' in Vancouver for 8:00 a.m. in Halifax): in the office's, 'today' could be the
  // visitor's tomorrow. The office hours below are the office's, with its zone named.
  const status = describeOfficeStatus(officeStatusAt(hours, now), now, intl.locale || locale, intl.timeZone);
  const days = hours
    ? dayRanges(hours.days)
        .map(({ from, to }) => (from === to ? weekdayName(from, intl.locale) : intl.formatMessage(v.dayRange, { from: weekdayName(from, intl.locale), to: weekdayName(to, intl.locale) })))
        .join(', ')
    : '';
  const { afterHoursMessage, afterHoursPhone, afterHoursEmail } = runtime.chat;
  const contactPage = runtime.features.contact === true;
  return (
    <div className="chat-after-hours">
      <h2>{intl.formatMessage(m.afterHoursHeading)}</h2>
      <p>{intl.formatMessage(m.afterHoursText)}</p>
      {status.kind === 'closed' && status.time && (
        <p className="chat-next-opening">{intl.formatMessage(v.afterHoursNext, { when: status.when ?? 'other', day: status.day, time: status.time })}</p>
      )}
      {hours && hours.days.length > 0 && (
        <p>{intl.formatMessage(v.officeHours, { days, from: formatClockTime(hours.start, intl.locale), to: formatClockTime(hours.end, intl.locale), zone: formatZone(hours.zone, intl.locale, now) })}</p>
      )}
      {afterHoursMessage && <p className="chat-after-hours-message">{afterHoursMessage}</p>}
      {(afterHoursPhone || afterHoursEmail || contactPage) && (
        <>
          <h3>{intl.formatMessage(m.contactOptions)}</h3>
          <ul className="chat-contact-options">
            {afterHoursPhone && (
              <li>
                <a className="button" href={`tel:${telOf(afterHoursPhone)}`}>{intl.formatMessage(v.call, { phone: afterHoursPhone })}</a>
              </li>
            )}
            {afterHoursEmail && (
              <li>
                <a className="button" href={`mailto:${afterHoursEmail}`}>{intl.formatMessage(v.email, { email: afterHoursEmail })}</a>
              </li>
            )}
            {contactPage && (
              <li>
                <Link className="button" href={PATHS.contact}>{intl.formatMessage(m.contactPage)}</Link>
              </li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}
