import { describe, expect, it } from 'vitest';
import { isBannerVisible, type BannerContext } from './banner-visibility.ts';

const banner = { enableNotificationBanner: true, dateFrom: '2026-11-20T14:00:00Z', dateTo: '2026-11-25T18:00:00Z', bannerMessage: '<b>Storm</b>' };
const base: BannerContext = { now: new Date('2026-11-22T12:00:00Z'), actionsDisabled: false, closed: false, path: '/', viewportWidth: 1200, timeZone: 'America/Toronto' };

describe('isBannerVisible', () => {
  it.each<[string, Partial<BannerContext>, Partial<typeof banner> | null, boolean]>([
    ['inside the period', {}, null, true],
    ['before the period, another day', { now: new Date('2026-11-19T12:00:00Z') }, null, false],
    ['after the period, another day', { now: new Date('2026-11-26T23:00:00Z') }, null, false],
    ['the start day, before the start time', { now: new Date('2026-11-20T13:00:00Z') }, null, true],
    ['the end day, after the end time', { now: new Date('2026-11-25T22:00:00Z') }, null, true],
    ['the end day counts in the brokerage’s time zone', { now: new Date('2026-11-26T03:00:00Z') }, null, true],
    ['the day after in the brokerage’s time zone', { now: new Date('2026-11-26T06:00:00Z') }, null, false],
    ['no dates', {}, { dateFrom: undefined as never, dateTo: undefined as never }, true],
    ['disabled', {}, { enableNotificationBanner: false }, false],
    ['empty message', {}, { bannerMessage: '  ' }, false],
    ['app actions disabled', { actionsDisabled: true }, null, false],
    ['closed this session', { closed: true }, null, false],
    ['chat page at 990 px', { path: '/chat', viewportWidth: 990 }, null, false],
    ['chat page at 991 px', { path: '/chat', viewportWidth: 991 }, null, true],
    ['another page at 400 px', { path: '/documents', viewportWidth: 400 }, null, true],
  ])('%s → %s', (_name, context, change, visible) => {
    const settings = { ...banner, ...(change ?? {}) };
    for (const key of Object.keys(settings) as (keyof typeof settings)[]) if (settings[key] === undefined) delete settings[key];
    expect(isBannerVisible(settings, { ...base, ...context })).toBe(visible);
  });

  it('is hidden without banner settings', () => {
    expect(isBannerVisible(undefined, base)).toBe(false);
  });
});
