// How many in-app steps lie behind the current history entry, so that the header's back control
// goes back only inside the app: a page opened directly (from a link, a bookmark, a new tab) has
// nothing of ours behind it, and back then leads to the home page instead of leaving the app.
// history.length cannot tell (it counts other sites' entries and entries ahead); instead every
// entry this page pushes is marked with its depth in history.state (the browser keeps the marker
// across reloads and back/forward). Whoever pushes (wouter's navigate, links, the session's
// navigate) is covered, since the marker is added by wrapping history.pushState/replaceState.

const DEPTH_KEY = 'issDepth';
const installed = Symbol.for('iss.historyDepth');

type Marked = Record<string, unknown> & { [DEPTH_KEY]?: unknown };

/** The in-app depth of the current entry: 0 for the entry the app was opened on. */
export function historyDepth(win: Window = window): number {
  const state = win.history.state as Marked | null;
  const depth = state && typeof state === 'object' ? state[DEPTH_KEY] : undefined;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

function withDepth(state: unknown, depth: number): unknown {
  const marks = { [DEPTH_KEY]: depth };
  if (state === null || state === undefined) return marks;
  if (typeof state === 'object' && !Array.isArray(state)) return { ...(state as Marked), ...marks };
  return state;
}

/** Marks every entry pushed from now on with its depth (once per window; idempotent). */
export function trackHistoryDepth(win: Window = window): void {
  const marked = win as Window & { [installed]?: true };
  if (marked[installed]) return;
  Object.defineProperty(win, installed, { value: true });
  const { history } = win;
  const push = history.pushState;
  const replace = history.replaceState;
  history.pushState = function pushState(this: History, state: unknown, unused: string, url?: string | URL | null) {
    return push.call(this, withDepth(state, historyDepth(win) + 1), unused, url);
  };
  history.replaceState = function replaceState(this: History, state: unknown, unused: string, url?: string | URL | null) {
    return replace.call(this, withDepth(state, historyDepth(win)), unused, url);
  };
}

/** True when going back stays in the app. */
export function canGoBackInApp(win: Window = window): boolean {
  return historyDepth(win) > 0;
}
