// /contact, "My Agent" in the US and "My Broker" elsewhere (docs/product-rules.md#broker-label, docs/product-rules.md#contact): the brokerage's company
// data, open now / closed computed in the office's time zone and shown in the user's, the away
// notice after hours, the user's representative (found by csrDataId among the staff members),
// the working hours and the other branches with their own hours. Phone, e-mail and map are links.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useCall } from '../../state/use-call.ts';
import { contactDetailsCall, staffMembersCall } from './contact-calls.ts';
import { runtimeState } from '../../state/runtime-state.ts';
import { sessionState } from '../../state/session-state.ts';
import { RequestStatus } from '../../ui/request-status.tsx';
import { useFocusHeading } from '../../ui/use-focus-heading.ts';
import { brokerLabel } from '../../ui/broker-label-messages.ts';
import {
  dayRanges, describeOfficeStatus, formatClockTime, formatZone, officeClock, officeStatusAt, parseOfficeHours,
  weekdayName, zoneOffsetAt, type IsoDay, type OfficeHours,
} from '../../settings/office-hours.ts';
import { mailtoHref, mapHref, telHref, webHref } from '../contact-links.ts';
import { ActionIcon, type ActionIconName } from '../action-icons.tsx';
import { contactState, type ContactDetails } from './contact-state.ts';
import { contactMessages as m, contactValueMessages as v } from './contact-messages.ts';
import { findStaffMember } from './staff-lookup.ts';
import './contact.css';

const DAYS: IsoDay[] = [1, 2, 3, 4, 5, 6, 7];

/** The clock, read again every 30 s so open / closed follows the time while the page stays open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function statusText(intl: IntlShape, hours: OfficeHours | undefined, now: Date): { open: boolean; text: string } {
  const status = officeStatusAt(hours, now);
  const said = describeOfficeStatus(status, now, intl.locale, intl.timeZone);
  if (said.kind === 'open') return { open: true, text: said.closesTime ? intl.formatMessage(v.closesAt, { time: said.closesTime }) : intl.formatMessage(m.openNow) };
  if (!said.when) return { open: false, text: intl.formatMessage(m.closed) };
  return { open: false, text: intl.formatMessage(v.closedOpens, { when: said.when, day: said.day, time: said.time }) };
}

function StatusLine({ hours, now, id }: { hours: OfficeHours | undefined; now: Date; id?: string }) {
  const intl = useIntl();
  const { open, text } = statusText(intl, hours, now);
  return (
    <p className={`office-status ${open ? 'is-open' : 'is-closed'}`} id={id}>
      <span className="status-dot" aria-hidden="true" />
      {text}
    </p>
  );
}

function ActionLink({ href, icon, external, children }: { href: string; icon: ActionIconName; external?: boolean; children: ReactNode }) {
  const intl = useIntl();
  return (
    <li>
      <a className="contact-action" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <ActionIcon name={icon} />
        <span className="contact-action-text">
          {children}
          {external && <span className="visually-hidden"> {intl.formatMessage(m.newTab)}</span>}
        </span>
      </a>
    </li>
  );
}

function fullAddress(place: { address: string; city: string; province: string; zip: string }): string {
  return `${place.address}, ${place.city}, ${place.province} ${place.zip}`;
}

function Actions({ phone, tollFree, email, address, website }: { phone?: string; tollFree?: string; email?: string; address?: string; website?: string }) {
  const intl = useIntl();
  const tel = phone ? telHref(phone) : undefined;
  const tollFreeTel = tollFree ? telHref(tollFree) : undefined;
  const mail = email ? mailtoHref(email) : undefined;
  const web = webHref(website);
  return (
    <ul className="contact-actions">
      {tel && phone && <ActionLink href={tel} icon="phone">{intl.formatMessage(v.call, { phone })}</ActionLink>}
      {tollFreeTel && tollFree && <ActionLink href={tollFreeTel} icon="phone">{intl.formatMessage(v.callTollFree, { phone: tollFree })}</ActionLink>}
      {mail && email && <ActionLink href={mail} icon="mail">{intl.formatMessage(v.email, { email })}</ActionLink>}
      {address && <ActionLink href={mapHref(address)} icon="pin" external>{intl.formatMessage(v.map, { address })}</ActionLink>}
      {web && <ActionLink href={web} icon="web" external>{intl.formatMessage(m.website)}</ActionLink>}
    </ul>
  );
}

function HoursTable({ hours, now }: { hours: OfficeHours; now: Date }) {
  const intl = useIntl();
  const today = officeClock(hours, now).day;
  const span = intl.formatMessage(v.span, { start: formatClockTime(hours.start, intl.locale), end: formatClockTime(hours.end, intl.locale) });
  return (
    <table className="hours-table">
      <caption>{intl.formatMessage(v.hoursCaption, { zone: formatZone(hours.zone, intl.locale, now) })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.day)}</th>
          <th scope="col">{intl.formatMessage(m.hours)}</th>
        </tr>
      </thead>
      <tbody>
        {DAYS.map((day) => (
          <tr key={day} className={day === today ? 'is-today' : undefined}>
            <th scope="row">
              <span className="hours-day">{weekdayName(day, intl.locale)}</span>
              {day === today && <> {intl.formatMessage(m.today)}</>}
            </th>
            <td>{hours.days.includes(day) ? span : intl.formatMessage(m.dayClosed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Monday to Friday, Saturday: 9:00 a.m. to 5:00 p.m. (UTC−5)' for a branch card. */
function hoursSummary(intl: IntlShape, hours: OfficeHours, now: Date): string {
  const days = dayRanges(hours.days)
    .map(({ from, to }) => (from === to ? weekdayName(from, intl.locale) : intl.formatMessage(v.dayRange, { from: weekdayName(from, intl.locale), to: weekdayName(to, intl.locale) })))
    .join(', ');
  return intl.formatMessage(v.branchHours, {
    days, start: formatClockTime(hours.start, intl.locale), end: formatClockTime(hours.end, intl.locale), zone: formatZone(hours.zone, intl.locale, now),
  });
}

function ContactDetailsView({ data, now }: { data: ContactDetails; now: Date }) {
  const intl = useIntl();
  const { user } = useSnapshot(sessionState);
  const staffCall = useSnapshot(contactState).staff;
  const hours = parseOfficeHours(data.workingHours);
  const open = officeStatusAt(hours, now).open;
  const company = data.companyData;
  // The representative: found by the user's csrDataId among the staff members (docs/product-rules.md#staff-lookup); the
  // answer's own csr while the lookup is not there.
  const staff = findStaffMember(staffCall.data?.members, user?.csrDataId) ?? data.csr;
  const officeOffset = hours ? zoneOffsetAt(hours.zone, now.getTime()) : undefined;
  const userOffset = -now.getTimezoneOffset();
  return (
    <>
      <article className="contact-card" aria-labelledby="contact-company">
        <h2 id="contact-company">{company.name}</h2>
        <StatusLine hours={hours} now={now} />
        {officeOffset !== undefined && officeOffset !== userOffset && <p className="contact-note">{intl.formatMessage(m.yourTime)}</p>}
        <Actions phone={company.phone} tollFree={company.tollFree} email={company.email} address={fullAddress(company)} website={company.website} />
      </article>

      {!open && (
        <aside className="away-notice" aria-labelledby="contact-away">
          <h2 id="contact-away">{intl.formatMessage(m.awayTitle)}</h2>
          <p>{intl.formatMessage(m.awayText)}</p>
        </aside>
      )}

      {staff && (
        <section className="contact-card" aria-labelledby="contact-staff">
          <h2 id="contact-staff">{intl.formatMessage(m.staffTitle)}</h2>
          <p className="staff-name">{`${staff.firstName} ${staff.lastName}`}</p>
          <p className="staff-title">{staff.title}</p>
          <Actions phone={staff.phone} email={staff.email} />
        </section>
      )}

      <section className="contact-section" aria-labelledby="contact-hours">
        <h2 id="contact-hours">{intl.formatMessage(m.hoursTitle)}</h2>
        {hours ? <HoursTable hours={hours} now={now} /> : <p className="empty-state">{intl.formatMessage(m.hoursUnknown)}</p>}
      </section>

      {data.otherBranches.length > 0 && (
        <section className="contact-section" aria-labelledby="contact-branches">
          <h2 id="contact-branches">{intl.formatMessage(m.branchesTitle)}</h2>
          <ul className="branch-list">
            {data.otherBranches.map((branch) => {
              const branchHours = parseOfficeHours(branch.workingHours);
              return (
                <li key={branch.id} className="contact-card branch-card">
                  <h3>{branch.name}</h3>
                  {branchHours && <StatusLine hours={branchHours} now={now} />}
                  {branchHours && <p className="branch-hours">{hoursSummary(intl, branchHours, now)}</p>}
                  <Actions phone={branch.phone} email={branch.email} address={fullAddress(branch)} />
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}

export default function ContactScreen() {
  const intl = useIntl();
  const heading = useFocusHeading();
  const { runtime } = useSnapshot(runtimeState);
  const { user } = useSnapshot(sessionState);
  const now = useNow();
  const details = useCall(...contactDetailsCall.args);
  useCall(...staffMembersCall(user?.csrDataId).args);
  return (
    <section className="screen contact">
      <h1 ref={heading} tabIndex={-1}>{intl.formatMessage(brokerLabel(runtime ?? { brokerLabel: 'myBroker' }))}</h1>
      <RequestStatus call={details} errorText={intl.formatMessage(m.loadError)}>
        {(data) => <ContactDetailsView data={data as ContactDetails} now={now} />}
      </RequestStatus>
    </section>
  );
}
