// The one submit button of a form that sends something: while it is being sent the button is
// disabled and marked busy, and the label the caller gives says so (e.g. 'Sending…').
import type { ReactNode } from 'react';

export function SubmitButton({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
      {children}
    </button>
  );
}
