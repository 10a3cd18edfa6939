import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDay } from './calendar-day.ts';

afterEach(() => vi.restoreAllMocks());

describe('calendarDay', () => {
  it("gives the instant's day in the time zone asked for", () => {
    const lateEvening = new Date('2026-11-26T03:00:00Z');
    expect(calendarDay(lateEvening, 'America/Toronto')).toBe('2026-11-25');
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-11-26');
    expect(calendarDay(lateEvening.getTime(), 'America/Vancouver')).toBe('2026-11-25');
  });

  it('builds one formatter per time zone, not one per call', () => {
    const Original = Intl.DateTimeFormat;
    let built = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      built += 1;
      return new Original(...args);
    } as typeof Intl.DateTimeFormat);
    for (let i = 0; i < 5; i += 1) calendarDay(new Date(Date.UTC(2026, 0, 1 + i)), 'America/Halifax');
    expect(built).toBe(1);
    expect(calendarDay(new Date('2026-01-01T02:00:00Z'), 'America/Halifax')).toBe('2025-12-31');
  });

  it('refuses a time zone Intl does not know', () => {
    expect(() => calendarDay(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
