// A button while what it started is running (sending, removing, locating…). It stays focusable:
// a `disabled` button that has the focus drops it to the page's body, so a keyboard or screen-reader
// user pressing Send lost their place, and again when the answer was an error. It is marked
// `aria-disabled` and busy instead, and a press is ignored (for a submit button, the form is not
// sent again) until the work ends.
import type { MouseEvent } from 'react';

function ignorePress(event: MouseEvent<HTMLButtonElement>): void {
  event.preventDefault();
  event.stopPropagation();
}

/** Props for a button that is busy when `busy` is true: spread them on the `<button>`. */
export function busyButton(busy: boolean): { 'aria-disabled'?: true; 'aria-busy'?: true; onClickCapture?: (event: MouseEvent<HTMLButtonElement>) => void } {
  return busy ? { 'aria-disabled': true, 'aria-busy': true, onClickCapture: ignorePress } : {};
}
