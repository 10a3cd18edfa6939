// When the notification banner shows (docs/product-rules.md#banner, docs/product-rules.md#constants): enabled, app actions not
// disabled, and now within dateFrom–dateTo or today is the start or end day; not after the
// visitor closed it this session; not on the chat page on screens up to 990 px wide.
import type { BannerNotification } from '../../settings/settings-types.ts';
import { PATHS } from '../../paths/paths.ts';
import { SMALL_SCREEN_MAX_WIDTH } from '../../ui/use-media-query.ts';
import { calendarDay } from '../../settings/calendar-day.ts';

export const DEFAULT_BANNER_HEIGHT = 76;

export interface BannerContext {
  now: Date;
  actionsDisabled: boolean;
  closed: boolean;
  path: string;
  viewportWidth: number;
  /** The brokerage's time zone, for "today is the start or end day". */
  timeZone?: string;
}

function dayOf(date: Date, timeZone: string | undefined): string {
  try {
    return calendarDay(date, timeZone);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

function parse(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

export function isBannerVisible(banner: BannerNotification | undefined, context: BannerContext): boolean {
  if (!banner?.enableNotificationBanner || !banner.bannerMessage?.trim()) return false;
  if (context.actionsDisabled || context.closed) return false;
  if (context.path.startsWith(PATHS.chat) && context.viewportWidth <= SMALL_SCREEN_MAX_WIDTH) return false;
  const from = parse(banner.dateFrom);
  const to = parse(banner.dateTo);
  const now = context.now.getTime();
  const inRange = (!from || now >= from.getTime()) && (!to || now <= to.getTime());
  if (inRange) return true;
  const today = dayOf(context.now, context.timeZone);
  return (from !== undefined && dayOf(from, context.timeZone) === today) || (to !== undefined && dayOf(to, context.timeZone) === today);
}
