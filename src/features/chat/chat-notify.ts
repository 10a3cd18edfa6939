// Telling the client a staff message arrived while they were not looking (docs/product-rules.md#bottom-navigation, docs/product-rules.md#title-flash): the app's
// badge (Badging API where supported, the installed app's icon) follows the unread count, and the
// document title flashes (every 1 500 ms; in widget mode started once) while the page is hidden.
import { isTitleFlashing, startTitleFlash, stopTitleFlash } from '../../ui/document-title.ts';

type BadgeNavigator = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** Shows `count` on the app's icon where the browser supports it (0 clears it). Never throws. */
export function updateAppBadge(count: number, nav: BadgeNavigator | undefined = typeof navigator === 'undefined' ? undefined : (navigator as BadgeNavigator)): void {
  if (!nav?.setAppBadge) return;
  try {
    const done = count > 0 ? nav.setAppBadge(count) : (nav.clearAppBadge?.() ?? nav.setAppBadge(0));
    void done?.catch?.(() => undefined);
  } catch {
    // Not allowed here (e.g. not installed): the counters in the page remain.
  }
}

/** Flashes the title with `alternate` while the page is hidden; in widget mode only if not already flashing. */
export function flashTitleIfHidden(alternate: string, widget: boolean, doc: Document = document): void {
  if (doc.visibilityState !== 'hidden') return;
  startTitleFlash(alternate, { widget, doc });
}

export function stopFlashing(doc: Document = document): void {
  if (isTitleFlashing()) stopTitleFlash(doc);
}
