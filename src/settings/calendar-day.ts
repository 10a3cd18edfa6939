// The calendar day of an instant in a time zone (default the device's), as YYYY-MM-DD: "today is
// the banner's start day", office hours' "today" and "tomorrow", the chat's day headings. One
// formatter per time zone: building an Intl.DateTimeFormat with a time zone costs far more than
// formatting with one (a first render checked the banner's days with three new ones).
const formats = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `date` in `timeZone`; throws a RangeError for a time zone Intl does not know. */
export function calendarDay(date: Date | number, timeZone?: string): string {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format.format(date);
}
