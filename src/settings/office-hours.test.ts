import { describe, expect, it } from 'vitest';
import {
  dayRanges, describeOfficeStatus, formatClockTime, formatZone, isAfterHoursAt, officeClock, officeStatusAt,
  parseClockTime, parseOfficeHours, parseZoneOffset, weekdayName, type OfficeHours,
} from './office-hours.ts';

function hours(raw: Record<string, unknown>, timeZone?: string): OfficeHours {
  const parsed = parseOfficeHours(raw, timeZone ? { timeZone } : {});
  if (!parsed) throw new Error(`unreadable hours ${JSON.stringify(raw)}`);
  return parsed;
}

const WEEKDAYS = { daysAvailable: ['1', '2', '3', '4', '5'], startTime: '9:00 am', endTime: '5:00 pm' };
const TORONTO = hours({ ...WEEKDAYS, timeZoneOffset: -5 });
const iso = (text: string): Date => new Date(text);
/** Monday to Saturday, 8 a.m. to 8 p.m. (harbourchat's afterHours). */
const HALIFAX_DAYS = { daysAvailable: ['1', '2', '3', '4', '5', '6'], startTime: '8:00 am', endTime: '8:00 pm' };

describe('parseClockTime', () => {
  it.each([
    ['9:00 am', 540], ['9:00 AM', 540], ['9:00am', 540], ['9 am', 540], ['12:00 am', 0], ['12:30 am', 30],
    ['12:00 pm', 720], ['5:00 pm', 1020], ['11:59 pm', 1439], ['9:00 a.m.', 540], ['17:00', 1020], ['0:00', 0],
  ])('%s → %i minutes', (text, minutes) => expect(parseClockTime(text)).toBe(minutes));

  it.each([['13:00 pm'], ['0:00 am'], ['9:60 am'], ['nine'], [''], ['17'], ['24:00'], [9], [null], [undefined]])(
    '%s is unreadable', (text) => expect(parseClockTime(text)).toBeUndefined());
});

describe('parseZoneOffset', () => {
  it.each([[-5, -300], [5.5, 330], [0, 0], ['-5', -300], ['-05:00', -300], ['+05:30', 330], ['UTC+1', 60], ['5.75', 345], [14, 840]])(
    '%s → %i minutes', (value, minutes) => expect(parseZoneOffset(value)).toBe(minutes));
  it.each([[15], [-20], ['EST'], [''], [NaN], [null], [undefined]])('%s is unreadable', (value) => expect(parseZoneOffset(value)).toBeUndefined());
});

describe('parseOfficeHours', () => {
  it('reads the API shape: sorted days without repeats, minutes, fixed offset', () => {
    expect(parseOfficeHours({ daysAvailable: ['5', '1', '3', '1'], startTime: '8:30 am', endTime: '4:30 pm', timeZoneOffset: -7 })).toEqual({
      days: [1, 3, 5], start: 510, end: 990, zone: { kind: 'offset', minutes: -420 },
    });
  });

  it('drops unknown days (0, 8, names) but keeps the rest', () => {
    expect(parseOfficeHours({ daysAvailable: ['0', '8', 'Mon', '7', 2], startTime: '9:00 am', endTime: '5:00 pm', timeZoneOffset: 0 })?.days).toEqual([2, 7]);
  });

  it('uses the IANA zone given when the hours carry no offset (settings afterHours)', () => {
    expect(parseOfficeHours(WEEKDAYS, { timeZone: 'America/Toronto' })?.zone).toEqual({ kind: 'iana', timeZone: 'America/Toronto' });
    // A readable offset wins over the zone.
    expect(parseOfficeHours({ ...WEEKDAYS, timeZoneOffset: 1 }, { timeZone: 'America/Toronto' })?.zone).toEqual({ kind: 'offset', minutes: 60 });
  });

  it.each<[string, unknown, { timeZone?: string }?]>([
    ['null', null],
    ['a string', '9 to 5'],
    ['no days list', { daysAvailable: '1,2,3', startTime: '9:00 am', endTime: '5:00 pm', timeZoneOffset: -5 }],
    ['an unreadable opening time', { ...WEEKDAYS, startTime: 'nine', timeZoneOffset: -5 }],
    ['a missing closing time', { daysAvailable: ['1'], startTime: '9:00 am', timeZoneOffset: -5 }],
    ['no zone at all', WEEKDAYS],
    ['an offset out of range and no zone', { ...WEEKDAYS, timeZoneOffset: 20 }],
    ['an unknown IANA zone', WEEKDAYS, { timeZone: 'Mars/Olympus' }],
  ])('%s is unreadable', (_name, raw, options) => expect(parseOfficeHours(raw, options)).toBeUndefined());
});

describe('officeStatusAt', () => {
  // 2026-11-23 is a Monday. Toronto in November is UTC−5.
  it.each<[string, OfficeHours, string, { open: boolean; closesAt?: string; nextOpening?: string }]>([
    ['Monday 9:00 sharp opens', TORONTO, '2026-11-23T14:00:00Z', { open: true, closesAt: '2026-11-23T22:00:00.000Z' }],
    ['Monday 8:59 is before opening, same day', TORONTO, '2026-11-23T13:59:00Z', { open: false, nextOpening: '2026-11-23T14:00:00.000Z' }],
    ['Monday 17:00 sharp is closed (end excluded)', TORONTO, '2026-11-23T22:00:00Z', { open: false, nextOpening: '2026-11-24T14:00:00.000Z' }],
    ['Monday 23:30 office time, already Tuesday in UTC', TORONTO, '2026-11-24T04:30:00Z', { open: false, nextOpening: '2026-11-24T14:00:00.000Z' }],
    ['Friday evening → Monday', TORONTO, '2026-11-27T23:00:00Z', { open: false, nextOpening: '2026-11-30T14:00:00.000Z' }],
    ['Friday 22:00 office time, Saturday in UTC → Monday', TORONTO, '2026-11-28T03:00:00Z', { open: false, nextOpening: '2026-11-30T14:00:00.000Z' }],
    ['Sunday (7) wraps to Monday (1)', TORONTO, '2026-11-29T15:00:00Z', { open: false, nextOpening: '2026-11-30T14:00:00.000Z' }],
    ['Sunday 23:59 office time → Monday', TORONTO, '2026-11-30T04:59:00Z', { open: false, nextOpening: '2026-11-30T14:00:00.000Z' }],
    ['Sunday-only office, open on Sunday (UTC+1)', hours({ daysAvailable: ['7'], startTime: '10:00 am', endTime: '2:00 pm', timeZoneOffset: 1 }), '2026-11-29T09:30:00Z', { open: true, closesAt: '2026-11-29T13:00:00.000Z' }],
    ['Sunday-only office on Monday → next Sunday', hours({ daysAvailable: ['7'], startTime: '10:00 am', endTime: '2:00 pm', timeZoneOffset: 1 }), '2026-11-23T12:00:00Z', { open: false, nextOpening: '2026-11-29T09:00:00.000Z' }],
    ['one open day, after closing → same weekday next week', hours({ daysAvailable: ['1'], startTime: '9:00 am', endTime: '5:00 pm', timeZoneOffset: 0 }), '2026-11-23T18:00:00Z', { open: false, nextOpening: '2026-11-30T09:00:00.000Z' }],
    ['half-hour offset (UTC+5:30), Monday 9:00', hours({ ...WEEKDAYS, timeZoneOffset: 5.5 }), '2026-11-23T03:30:00Z', { open: true, closesAt: '2026-11-23T11:30:00.000Z' }],
    ['UTC+14: Monday 9:00 there while Sunday in UTC', hours({ ...WEEKDAYS, timeZoneOffset: 14 }), '2026-11-22T19:00:00Z', { open: true, closesAt: '2026-11-23T03:00:00.000Z' }],
    ['UTC−10: Friday 16:00 there while Saturday in UTC', hours({ ...WEEKDAYS, timeZoneOffset: -10 }), '2026-11-28T02:00:00Z', { open: true, closesAt: '2026-11-28T03:00:00.000Z' }],
    ['past midnight: Friday 10 pm – 2 am, at Saturday 1:00', hours({ daysAvailable: ['5'], startTime: '10:00 pm', endTime: '2:00 am', timeZoneOffset: 0 }), '2026-11-28T01:00:00Z', { open: true, closesAt: '2026-11-28T02:00:00.000Z' }],
    ['past midnight: Saturday 2:00 is closed', hours({ daysAvailable: ['5'], startTime: '10:00 pm', endTime: '2:00 am', timeZoneOffset: 0 }), '2026-11-28T02:00:00Z', { open: false, nextOpening: '2026-12-04T22:00:00.000Z' }],
    ['closing at midnight (12:00 am): 23:59 open', hours({ daysAvailable: ['1'], startTime: '6:00 pm', endTime: '12:00 am', timeZoneOffset: 0 }), '2026-11-23T23:59:00Z', { open: true, closesAt: '2026-11-24T00:00:00.000Z' }],
    ['closing at midnight: Tuesday 0:00 closed', hours({ daysAvailable: ['1'], startTime: '6:00 pm', endTime: '12:00 am', timeZoneOffset: 0 }), '2026-11-24T00:00:00Z', { open: false, nextOpening: '2026-11-30T18:00:00.000Z' }],
    ['opening at midnight (12:00 am), Tuesday 0:00 open', hours({ daysAvailable: ['2'], startTime: '12:00 am', endTime: '8:00 am', timeZoneOffset: 0 }), '2026-11-24T00:00:00Z', { open: true, closesAt: '2026-11-24T08:00:00.000Z' }],
    ['round the clock on Mon–Tue: joined, closes Wednesday 0:00', hours({ daysAvailable: ['1', '2'], startTime: '12:00 am', endTime: '12:00 am', timeZoneOffset: 0 }), '2026-11-23T10:00:00Z', { open: true, closesAt: '2026-11-25T00:00:00.000Z' }],
    ['round the clock every day: open, never closes', hours({ daysAvailable: ['1', '2', '3', '4', '5', '6', '7'], startTime: '12:00 am', endTime: '12:00 am', timeZoneOffset: 0 }), '2026-11-23T10:00:00Z', { open: true }],
    ['no open day: closed, no next opening', hours({ daysAvailable: [], startTime: '9:00 am', endTime: '5:00 pm', timeZoneOffset: 0 }), '2026-11-23T10:00:00Z', { open: false }],
    // IANA zone with daylight saving (settings afterHours + timeZone).
    ['America/Toronto in July (UTC−4): 9:00 is 13:00Z', hours(WEEKDAYS, 'America/Toronto'), '2026-07-06T13:00:00Z', { open: true, closesAt: '2026-07-06T21:00:00.000Z' }],
    ['America/Toronto in July: 12:59Z is 8:59', hours(WEEKDAYS, 'America/Toronto'), '2026-07-06T12:59:00Z', { open: false, nextOpening: '2026-07-06T13:00:00.000Z' }],
    ['America/Toronto across the DST end (Sunday Nov 1): Friday evening → Monday 14:00Z', hours(WEEKDAYS, 'America/Toronto'), '2026-10-30T22:00:00Z', { open: false, nextOpening: '2026-11-02T14:00:00.000Z' }],
    // Both sides of the March and November changes, office in Halifax (IANA): the opening's
    // offset is the one in force at the opening, not at `now`. Canada and the US change on the
    // same Sunday at 2:00 local time.
    ['Halifax, Saturday before the November change: Monday 8:00 AST is 12:00Z', hours(HALIFAX_DAYS, 'America/Halifax'), '2026-11-01T03:30:00Z', { open: false, nextOpening: '2026-11-02T12:00:00.000Z' }],
    ['Halifax, the night of the November change, between 1:00 ADT and 1:00 AST', hours(HALIFAX_DAYS, 'America/Halifax'), '2026-11-01T05:30:00Z', { open: false, nextOpening: '2026-11-02T12:00:00.000Z' }],
    ['Halifax, Friday before the November change: Saturday 8:00 ADT is 11:00Z', hours(HALIFAX_DAYS, 'America/Halifax'), '2026-10-31T04:00:00Z', { open: false, nextOpening: '2026-10-31T11:00:00.000Z' }],
    ['Halifax, open on Saturday 31 October, closes 20:00 ADT (23:00Z)', hours(HALIFAX_DAYS, 'America/Halifax'), '2026-10-31T15:00:00Z', { open: true, closesAt: '2026-10-31T23:00:00.000Z' }],
    ['Halifax, Saturday before the March change: Monday 8:00 ADT is 11:00Z', hours(HALIFAX_DAYS, 'America/Halifax'), '2027-03-14T04:30:00Z', { open: false, nextOpening: '2027-03-15T11:00:00.000Z' }],
    ['Halifax, Friday before the March change: Saturday 8:00 AST is 12:00Z', hours(HALIFAX_DAYS, 'America/Halifax'), '2027-03-06T05:00:00Z', { open: false, nextOpening: '2027-03-06T12:00:00.000Z' }],
    ['Halifax, open on Monday 15 March 2027, closes 20:00 ADT (23:00Z)', hours(HALIFAX_DAYS, 'America/Halifax'), '2027-03-15T12:00:00Z', { open: true, closesAt: '2027-03-15T23:00:00.000Z' }],
  ])('%s', (_name, h, now, expected) => {
    const status = officeStatusAt(h, iso(now));
    expect({
      open: status.open,
      ...(status.closesAt ? { closesAt: status.closesAt.toISOString() } : {}),
      ...(status.nextOpening ? { nextOpening: status.nextOpening.toISOString() } : {}),
    }).toEqual(expected);
  });

  it('unreadable hours are closed with no next opening, and never after hours', () => {
    expect(officeStatusAt(undefined, iso('2026-11-23T15:00:00Z'))).toEqual({ open: false });
    expect(isAfterHoursAt(undefined, iso('2026-11-23T15:00:00Z'))).toBe(false);
    expect(isAfterHoursAt(TORONTO, iso('2026-11-23T15:00:00Z'))).toBe(false);
    expect(isAfterHoursAt(TORONTO, iso('2026-11-23T23:00:00Z'))).toBe(true);
  });

  it('officeClock gives the office weekday and time', () => {
    expect(officeClock(TORONTO, iso('2026-11-30T04:59:00Z'))).toEqual({ day: 7, minutes: 23 * 60 + 59 });
    expect(officeClock(TORONTO, iso('2026-11-30T05:00:00Z'))).toEqual({ day: 1, minutes: 0 });
  });
});

describe('display helpers', () => {
  it('groups consecutive days', () => {
    expect(dayRanges([1, 2, 3, 4, 5, 7])).toEqual([{ from: 1, to: 5 }, { from: 7, to: 7 }]);
    expect(dayRanges([6, 1, 3])).toEqual([{ from: 1, to: 1 }, { from: 3, to: 3 }, { from: 6, to: 6 }]);
    expect(dayRanges([])).toEqual([]);
  });

  it('names weekdays Monday = 1 … Sunday = 7 in the locale', () => {
    expect(weekdayName(1, 'en-CA')).toBe('Monday');
    expect(weekdayName(7, 'en-CA')).toBe('Sunday');
    expect(weekdayName(1, 'fr-CA')).toBe('lundi');
    expect(weekdayName(3, 'en-CA', 'short')).toBe('Wed');
  });

  it('formats wall-clock times and zones', () => {
    expect(formatClockTime(540, 'en-CA')).toMatch(/^9:00\s?a\.?m\.?$/i);
    expect(formatClockTime(1020, 'fr-CA')).toMatch(/^17\s?h\s?00$/);
    expect(formatZone({ kind: 'offset', minutes: -300 }, 'en-CA')).toBe('UTC\u22125');
    expect(formatZone({ kind: 'offset', minutes: 330 }, 'en-CA')).toBe('UTC+5:30');
    expect(formatZone({ kind: 'offset', minutes: 0 }, 'en-CA')).toBe('UTC');
    expect(formatZone({ kind: 'iana', timeZone: 'America/Toronto' }, 'en-US', iso('2026-11-23T12:00:00Z'))).toBe('EST');
  });

  it('describes a next opening in the user\'s time zone and locale', () => {
    // Sunday afternoon in Toronto: opens Monday 9:00 Toronto = Monday 6:00 in Los Angeles.
    const sunday = iso('2026-11-29T20:00:00Z');
    const status = officeStatusAt(TORONTO, sunday);
    expect(describeOfficeStatus(status, sunday, 'en-CA', 'America/Los_Angeles')).toEqual({ kind: 'closed', when: 'tomorrow', day: 'Monday', time: expect.stringMatching(/^6:00\s?a\.?m\.?$/i) });
    expect(describeOfficeStatus(status, sunday, 'fr-CA', 'America/Toronto')).toEqual({ kind: 'closed', when: 'tomorrow', day: 'lundi', time: expect.stringMatching(/^9\s?h\s?00$/) });
    // A visitor in Los Angeles, office in Halifax, on both sides of each change: the hour is the
    // opening instant in the visitor's own zone rules (4:00 a.m. in every case).
    for (const [now, when, day] of [
      ['2026-11-01T03:30:00Z', 'later', 'Monday'], ['2026-10-31T04:00:00Z', 'tomorrow', ''],
      ['2027-03-14T04:30:00Z', 'later', 'Monday'], ['2027-03-06T05:00:00Z', 'tomorrow', ''],
    ] as const) {
      const described = describeOfficeStatus(officeStatusAt(hours(HALIFAX_DAYS, 'America/Halifax'), iso(now)), iso(now), 'en-CA', 'America/Los_Angeles');
      expect(described, now).toMatchObject({ kind: 'closed', when, time: expect.stringMatching(/^4:00\s?a\.m\.$/) });
      if (day) expect(described, now).toMatchObject({ day });
    }
    // Friday evening: Monday is 'later', said by its name.
    const friday = iso('2026-11-27T23:00:00Z');
    expect(describeOfficeStatus(officeStatusAt(TORONTO, friday), friday, 'en-CA', 'America/Toronto')).toMatchObject({ when: 'later', day: 'Monday' });
    // Early Monday morning: opens today.
    const early = iso('2026-11-23T12:00:00Z');
    expect(describeOfficeStatus(officeStatusAt(TORONTO, early), early, 'en-CA', 'America/Toronto')).toMatchObject({ when: 'today' });
    // Open: the closing time.
    const noon = iso('2026-11-23T17:00:00Z');
    expect(describeOfficeStatus(officeStatusAt(TORONTO, noon), noon, 'en-CA', 'America/Toronto')).toEqual({ kind: 'open', closesTime: expect.stringMatching(/^5:00\s?p\.?m\.?$/i) });
    expect(describeOfficeStatus({ open: false }, noon, 'en-CA')).toEqual({ kind: 'closed', day: '', time: '' });
  });
});
