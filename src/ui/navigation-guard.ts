// Unsaved-changes guard (docs/product-rules.md#unsaved-changes): leaving a screen with unsent answers asks 'Are you sure you
// want to navigate away from this page?'; while data is being sent (sendingData) leaving asks 'You
// have some unsaved changes. Do you want to continue'. Off in widget mode (runtime.shell.unsavedGuard).
// In-app navigation goes through the app's location hook (useGuardedLocation), so every link and
// menu entry is covered; the browser's back and forward, and the header's back (history.back()),
// through guardHistoryTraversal. A screen only says whether it is dirty.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { BaseLocationHook } from 'wouter';
import { appState } from '../state/app-state.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { guardMessages } from './guard-messages.ts';

/** The text of the guard, or undefined when nothing needs guarding. */
export function guardMessageKey(dirty: boolean, sendingData: boolean, enabled: boolean): 'navigateAway' | 'unsavedWhileSending' | undefined {
  if (!enabled) return undefined;
  if (sendingData) return 'unsavedWhileSending';
  return dirty ? 'navigateAway' : undefined;
}

type Guard = { allows: (to: string) => boolean; question: () => string | undefined };
let active: Guard | undefined;

/** True when leaving for `to` is fine: nothing to guard, a move within the screen, or the user said yes. */
export function confirmNavigation(to?: string): boolean {
  if (!active) return true;
  if (to !== undefined && active.allows(to)) return true;
  const question = active.question();
  return question === undefined || window.confirm(question);
}

/** The path, query and hash the window shows: what a guard is asked about. */
function shownPath(win: Window): string {
  return win.location.pathname + win.location.search + win.location.hash;
}

const traversalGuarded = Symbol.for('iss.traversalGuard');

/**
 * Back and forward move the URL before anyone can ask. This popstate listener is added when this
 * module loads, before the router subscribes, so it is heard first: when the screen guards and the
 * user says no, the router never hears of the move and the entry the user was on is put back on
 * top (the in-app entries behind it stay). Once per window.
 */
function guardHistoryTraversal(win: Window = window): void {
  const marked = win as Window & { [traversalGuarded]?: true };
  if (marked[traversalGuarded]) return;
  Object.defineProperty(win, traversalGuarded, { value: true });
  let shown = { path: shownPath(win), state: win.history.state as unknown };
  const remember = () => {
    shown = { path: shownPath(win), state: win.history.state as unknown };
  };
  // wouter dispatches these on every push and replace: the same signal the router renders from.
  win.addEventListener('pushState', remember);
  win.addEventListener('replaceState', remember);
  win.addEventListener('popstate', (event) => {
    if (confirmNavigation(shownPath(win))) return remember();
    event.stopImmediatePropagation();
    win.history.pushState(shown.state, '', shown.path);
  });
}

if (typeof window !== 'undefined') guardHistoryTraversal(window);

/** The app's location hook: wouter's browser location whose navigate asks the guard first. */
export const useGuardedLocation: BaseLocationHook = (options) => {
  const [location, navigate] = useBrowserLocation(options as never);
  return [location, (to: string, navOptions?: unknown) => (confirmNavigation(to) ? navigate(to, navOptions as never) : undefined)];
};

/**
 * A screen with unsent answers calls this while it is shown. `stays(to)` tells which targets are
 * moves within the screen (e.g. another step of a flow). Closing or reloading the tab asks only
 * while data is being sent: drafts persist, so nothing else would be lost.
 */
export function useUnsavedChangesGuard(dirty: boolean, stays: (to: string) => boolean = () => false): void {
  const intl = useIntl();
  const { sendingData } = useSnapshot(appState);
  const { runtime } = useSnapshot(runtimeState);
  const key = guardMessageKey(dirty, sendingData, runtime?.shell.unsavedGuard ?? true);

  useEffect(() => {
    if (!key) return undefined;
    const guard: Guard = { allows: stays, question: () => intl.formatMessage(guardMessages[key]) };
    active = guard;
    return () => {
      if (active === guard) active = undefined;
    };
  }, [key, intl, stays]);

  useEffect(() => {
    if (key !== 'unsavedWhileSending') return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = intl.formatMessage(guardMessages[key]);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [key, intl]);
}
