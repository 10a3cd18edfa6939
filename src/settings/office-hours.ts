// Office hours (docs/product-rules.md#office-hours): open days 1–7 (Monday = 1, Sunday = 7) as strings, opening and closing
// times written like '9:00 am', and the office's time zone. Shared by the settings pipeline (runtime.chat.enabled with
// hideChatAfterHours), the contact page (open now / closed — opens Monday 9:00, the working-hours
// table) and the chat screen (after hours): one rule, in the settings layer so all three can use it. Pure: the clock
// and the display locale / time zone are arguments.
//
// The status is computed in the office's time zone: either the fixed offset contact.getDetails
// gives (`timeZoneOffset`, hours from UTC, e.g. -5 or 5.5) or, for hours that carry none (the
// settings' afterHours), an IANA zone such as 'America/Toronto' (daylight saving followed). Times
// a screen shows are Dates, formatted in the user's own time zone and locale.
import { calendarDay } from './calendar-day.ts';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const DAY = DAY_MINUTES * MINUTE;

/** ISO weekday: Monday = 1 … Sunday = 7. */
export type IsoDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export type OfficeZone = { kind: 'offset'; minutes: number } | { kind: 'iana'; timeZone: string };

/** Office hours once read: every field checked, times in minutes after midnight. */
export interface OfficeHours {
  /** Open days, sorted, no repeats (may be empty: always closed). */
  days: readonly IsoDay[];
  /** Opening time, minutes after midnight (0–1439). */
  start: number;
  /** Closing time, minutes after midnight. Not after `start`: the day's hours run past midnight
   * (equal to `start`: open the whole day). */
  end: number;
  zone: OfficeZone;
}

interface OfficeStatus {
  open: boolean;
  /** While closed: when the office next opens (absent when it never opens). */
  nextOpening?: Date;
  /** While open: when it closes (absent when it never closes, open every day round the clock). */
  closesAt?: Date;
}

/** Minutes after midnight of a time written like '9:00 am', '12:30 PM', '9 am' or '17:00';
 * undefined when unreadable. '12:00 am' is midnight, '12:00 pm' noon. */
export function parseClockTime(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,2})(?:[:h.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?$/i.exec(text.trim());
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = match[2] === undefined ? 0 : Number(match[2]);
  if (minute > 59) return undefined;
  const suffix = match[3]?.toLowerCase().replace(/\./g, '');
  if (suffix === undefined) {
    if (match[2] === undefined || hour > 23) return undefined; // '17' alone is not a time
    return hour * 60 + minute;
  }
  if (hour < 1 || hour > 12) return undefined;
  return ((hour % 12) + (suffix === 'pm' ? 12 : 0)) * 60 + minute;
}

/** Minutes east of UTC from an offset in hours (-5, 5.5, '-5', '-05:00', 'UTC+5:30'); undefined
 * when unreadable or outside −14 h … +14 h. */
export function parseZoneOffset(value: unknown): number | undefined {
  let minutes: number | undefined;
  if (typeof value === 'number') minutes = Number.isFinite(value) ? Math.round(value * 60) : undefined;
  else if (typeof value === 'string') {
    const text = value.trim().replace(/^(utc|gmt)\s*/i, '').replace('−', '-');
    const match = /^([+-]?)(\d{1,2})(?::?(\d{2}))?$/.exec(text);
    const decimal = /^[+-]?\d{1,2}(\.\d+)?$/.test(text) ? Number(text) : undefined;
    if (decimal !== undefined) minutes = Math.round(decimal * 60);
    else if (match) minutes = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  }
  if (minutes === undefined || Math.abs(minutes) > 14 * 60) return undefined;
  return minutes;
}

// Making an Intl formatter costs far more than using one (about 0.1 ms each, and the after-hours
// rule asks for a dozen offsets): one per zone, made once.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall-clock formatter; throws a RangeError for a zone the browser does not know. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

function validTimeZone(timeZone: string): boolean {
  try {
    wallClockFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads working hours as the API or the settings give them ({ daysAvailable, startTime, endTime,
 * timeZoneOffset }). The zone is `timeZoneOffset` when readable, else `options.timeZone` (IANA).
 * Unknown or repeated days are dropped. Undefined when the hours cannot be used: not an object,
 * an unreadable time, no usable zone, or `daysAvailable` not a list.
 */
export function parseOfficeHours(raw: unknown, options: { timeZone?: string } = {}): OfficeHours | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const record = raw as Record<string, unknown>;
  if (!Array.isArray(record.daysAvailable)) return undefined;
  const start = parseClockTime(record.startTime);
  const end = parseClockTime(record.endTime);
  if (start === undefined || end === undefined) return undefined;
  const offset = parseZoneOffset(record.timeZoneOffset);
  let zone: OfficeZone;
  if (offset !== undefined) zone = { kind: 'offset', minutes: offset };
  else if (options.timeZone && validTimeZone(options.timeZone)) zone = { kind: 'iana', timeZone: options.timeZone };
  else return undefined;
  const days = new Set<IsoDay>();
  for (const day of record.daysAvailable) {
    const n = typeof day === 'number' ? day : typeof day === 'string' && /^\s*[1-7]\s*$/.test(day) ? Number(day) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= 7) days.add(n as IsoDay);
  }
  return { days: [...days].sort((a, b) => a - b), start, end, zone };
}

/** The zone's offset east of UTC, in minutes, at instant `utcMs`. */
export function zoneOffsetAt(zone: OfficeZone, utcMs: number): number {
  if (zone.kind === 'offset') return zone.minutes;
  const parts = wallClockFormat(zone.timeZone).formatToParts(new Date(utcMs));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'));
  return Math.round((wall - Math.floor(utcMs / MINUTE) * MINUTE) / MINUTE);
}

/** The instant at which the office's wall clock reads `wallMs` (a UTC-based count of its local time). */
function wallToUtc(zone: OfficeZone, wallMs: number): number {
  const first = wallMs - zoneOffsetAt(zone, wallMs) * MINUTE;
  const second = wallMs - zoneOffsetAt(zone, first) * MINUTE;
  return second;
}

/** ISO weekday of a day number counted from 1970-01-01 (a Thursday). */
function isoDayOf(dayNumber: number): IsoDay {
  return ((((dayNumber + 3) % 7) + 7) % 7 + 1) as IsoDay;
}

/** The office's weekday and minutes after midnight at `now`. */
export function officeClock(hours: Pick<OfficeHours, 'zone'>, now: Date): { day: IsoDay; minutes: number } {
  const wall = now.getTime() + zoneOffsetAt(hours.zone, now.getTime()) * MINUTE;
  const dayNumber = Math.floor(wall / DAY);
  return { day: isoDayOf(dayNumber), minutes: Math.floor((wall - dayNumber * DAY) / MINUTE) };
}

/** The open spans (instants) starting on the office days from `fromDay` to `toDay` days around now. */
function spansAround(hours: OfficeHours, now: Date, fromDay: number, toDay: number): { start: number; end: number }[] {
  const wallNow = now.getTime() + zoneOffsetAt(hours.zone, now.getTime()) * MINUTE;
  const today = Math.floor(wallNow / DAY);
  const length = (hours.end > hours.start ? hours.end - hours.start : hours.end + DAY_MINUTES - hours.start) * MINUTE;
  const spans: { start: number; end: number }[] = [];
  for (let d = today + fromDay; d <= today + toDay; d += 1) {
    if (!hours.days.includes(isoDayOf(d))) continue;
    const wallStart = d * DAY + hours.start * MINUTE;
    spans.push({ start: wallToUtc(hours.zone, wallStart), end: wallToUtc(hours.zone, wallStart + length) });
  }
  return spans;
}

/**
 * Open or closed at `now`, in the office's time zone. Open from the opening time (included) to the
 * closing time (excluded) on each open day; hours whose closing time is not after the opening time
 * run past midnight into the next day. While open, `closesAt` (back-to-back spans joined); while
 * closed, `nextOpening`. Undefined hours (unreadable) are reported closed, with no next opening.
 */
export function officeStatusAt(hours: OfficeHours | undefined, now: Date): OfficeStatus {
  if (!hours || hours.days.length === 0) return { open: false };
  const t = now.getTime();
  const spans = spansAround(hours, now, -1, 8);
  const current = spans.find((s) => s.start <= t && t < s.end);
  if (current) {
    let closes = current.end;
    for (;;) {
      const next = spans.find((s) => s.start <= closes && s.end > closes);
      if (!next) break;
      closes = next.end;
    }
    // Every day round the clock: the last span of the window still runs on.
    if (closes === spans[spans.length - 1]?.end && hours.days.length === 7 && hours.start === hours.end) return { open: true };
    return { open: true, closesAt: new Date(closes) };
  }
  const next = spans.find((s) => s.start > t);
  return next ? { open: false, nextOpening: new Date(next.start) } : { open: false };
}

/** True outside office hours; unreadable hours are never after hours (the chat stays on). */
export function isAfterHoursAt(hours: OfficeHours | undefined, now: Date): boolean {
  if (!hours) return false;
  return !officeStatusAt(hours, now).open;
}

// ---- Display helpers (the user's locale and time zone) ----

/** Runs of consecutive open days, e.g. [1..5], [7]: for a table such as 'Monday – Friday'. */
export function dayRanges(days: readonly IsoDay[]): { from: IsoDay; to: IsoDay }[] {
  const ranges: { from: IsoDay; to: IsoDay }[] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const last = ranges[ranges.length - 1];
    if (last && day === last.to + 1) last.to = day;
    else ranges.push({ from: day, to: day });
  }
  return ranges;
}

/** The weekday's name in `locale`, e.g. weekdayName(1, 'fr-CA') → 'lundi'. */
export function weekdayName(day: IsoDay, locale: string, style: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));
}

/** A wall-clock time (minutes after midnight) in `locale`, e.g. '9:00 a.m.' / '9 h 00'. */
export function formatClockTime(minutes: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, 0, minutes));
}

/** The office zone as text: 'UTC−5', 'UTC+5:30', 'UTC', or the IANA zone's short name in `locale`. */
export function formatZone(zone: OfficeZone, locale: string, at: Date = new Date()): string {
  if (zone.kind === 'iana') {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone.timeZone, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value ?? zone.timeZone;
  }
  if (zone.minutes === 0) return 'UTC';
  const sign = zone.minutes < 0 ? '\u2212' : '+';
  const abs = Math.abs(zone.minutes);
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
}

/** How far `when` is from `now` in the user's calendar: 'today', 'tomorrow' or 'later' (then say the weekday). */
function relativeDay(when: Date, now: Date, timeZone?: string): 'today' | 'tomorrow' | 'later' {
  const key = (d: Date): string => calendarDay(d, timeZone);
  if (key(when) === key(now)) return 'today';
  if (key(when) === key(new Date(now.getTime() + DAY))) return 'tomorrow';
  // Around a daylight-saving change a day is 23 or 25 hours long.
  if (key(when) === key(new Date(now.getTime() + DAY + 2 * 3600_000)) || key(when) === key(new Date(now.getTime() + DAY - 2 * 3600_000))) return 'tomorrow';
  return 'later';
}

/**
 * The status as texts for a screen, in the user's `locale` and time zone (`timeZone`, default the
 * device's): `day` is the weekday name of the next opening (or '' when today / tomorrow say it),
 * `time` its time or the closing time.
 */
export function describeOfficeStatus(
  status: OfficeStatus, now: Date, locale: string, timeZone?: string,
): { kind: 'open'; closesTime?: string } | { kind: 'closed'; when?: 'today' | 'tomorrow' | 'later'; day: string; time: string } {
  const zone = timeZone ? { timeZone } : {};
  const time = (d: Date): string => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...zone }).format(d);
  if (status.open) return status.closesAt ? { kind: 'open', closesTime: time(status.closesAt) } : { kind: 'open' };
  if (!status.nextOpening) return { kind: 'closed', day: '', time: '' };
  const when = relativeDay(status.nextOpening, now, timeZone);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', ...zone }).format(status.nextOpening);
  return { kind: 'closed', when, day, time: time(status.nextOpening) };
}
