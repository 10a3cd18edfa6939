import { flushSync } from 'react-dom';

/**
 * Applies a state update and renders it at once, then moves focus: the focus has moved before the
 * handler returns, so the user's next key reaches the new element (docs/adr/0055-react-in-every-build.md). For focus moves that follow an event handler's own update.
 */
export function updateThenFocus(update: () => void, target: () => HTMLElement | null | undefined): void {
  flushSync(update);
  target()?.focus();
}
