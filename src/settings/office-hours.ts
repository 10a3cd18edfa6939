import type { OfficeHours } from './settings-types.ts';

/** Minutes after midnight of a time written like '9:00 am'; undefined when unreadable. */
export function parseClockTime(text: string | undefined): number | undefined {
  const match = /^(\d{1,2}):(\d{2}) ?(am|pm)$/i.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const hours = Number(match[1]) % 12;
  const pm = (match[3] as string).toLowerCase() === 'pm';
  return (hours + (pm ? 12 : 0)) * 60 + Number(match[2]);
}

/** Weekday (Monday = 1 … Sunday = 7) and minutes after midnight of `now` in `timeZone`. */
export function zonedClock(now: Date, timeZone: string): { day: number; minutes: number } {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  }
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1;
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * True outside office hours. Hours that are not configured never make it after hours, so a
 * brokerage that sets hideChatAfterHours without hours keeps its chat.
 */
export function isAfterHours(hours: OfficeHours | undefined, timeZone: string, now: Date): boolean {
  const start = parseClockTime(hours?.startTime);
  const end = parseClockTime(hours?.endTime);
  const days = hours?.daysAvailable;
  if (start === undefined || end === undefined || !days || days.length === 0) return false;
  const clock = zonedClock(now, timeZone);
  if (!days.includes(String(clock.day) as '1')) return true;
  return clock.minutes < start || clock.minutes >= end;
}
