// The one submit button of a form that sends something: while it is being sent the button is
// busy (renderers/busy-button.ts: it keeps the focus and ignores presses), and the label the caller gives says so (e.g. 'Sending…').
import type { ReactNode } from 'react';
import { busyButton } from '../../renderers/busy-button.ts';

export function SubmitButton({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button primary" {...busyButton(busy)}>
      {children}
    </button>
  );
}
