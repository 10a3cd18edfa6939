import { describe, expect, it } from 'vitest';
import { localDate, relativeRuleErrors } from './relative-rules.ts';

const schema = {
  properties: {
    date: { 'x-notAfterToday': true },
    start: { 'x-notBeforeToday': true },
    vehicle: { properties: { year: { 'x-maxYearsAhead': 1 } } },
  },
};
const now = new Date(2026, 10, 23, 15, 0);

describe('relative rules', () => {
  it.each([
    [{ date: '2026-11-23' }, []],
    [{ date: '2026-11-22' }, []],
    [{ date: '2026-11-24' }, [{ path: ['date'], keyword: 'notAfterToday', limit: '2026-11-23' }]],
    [{ date: '2031-01-01' }, [{ path: ['date'], keyword: 'notAfterToday', limit: '2026-11-23' }]],
    [{ start: '2026-11-23' }, []],
    [{ start: '2026-11-24' }, []],
    [{ start: '2030-01-01' }, []],
    [{ start: '2026-11-22' }, [{ path: ['start'], keyword: 'notBeforeToday', limit: '2026-11-23' }]],
    [{ start: '2020-01-01', date: '2026-11-24' }, [{ path: ['date'], keyword: 'notAfterToday', limit: '2026-11-23' }, { path: ['start'], keyword: 'notBeforeToday', limit: '2026-11-23' }]],
    [{ vehicle: { year: 2027 } }, []],
    [{ vehicle: { year: 2028 } }, [{ path: ['vehicle', 'year'], keyword: 'maxYearsAhead', limit: 2027 }]],
    [{ date: 'not a date', start: '23/11/2020', vehicle: { year: '2099' } }, []],
    [{}, []],
  ])('%j → %j', (data, errors) => {
    expect(relativeRuleErrors(schema, data, now)).toEqual(errors);
  });

  it('uses the local calendar date', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
