// Errors show at a field once the user has left it, or after a submit: blur validation checks the
// whole form, and flagging fields not yet reached would be wrong (and shifts the layout under
// the pointer). Validation itself is untouched, so an invalid form never submits.
import type { Registry } from '@rjsf/utils';

interface DisplayContext {
  touched?: ReadonlySet<string>;
  submitCount?: number;
}

export function errorsShown(id: string, registry: Pick<Registry, 'formContext'> | undefined): boolean {
  const context = (registry?.formContext ?? {}) as DisplayContext;
  return (context.submitCount ?? 0) > 0 || (context.touched?.has(id) ?? false);
}

/** aria-invalid for a widget: only when its errors are shown. */
export function ariaInvalid(id: string, rawErrors: string[] | undefined, registry: Pick<Registry, 'formContext'> | undefined): true | undefined {
  return rawErrors && rawErrors.length > 0 && errorsShown(id, registry) ? true : undefined;
}

let pointerDown = false;
const waiting: (() => void)[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  document.addEventListener(
    'pointerup',
    () => {
      pointerDown = false;
      // The click of this press is dispatched in the same task, after pointerup: run after it.
      const run = waiting.splice(0);
      if (run.length > 0) setTimeout(() => run.forEach((fn) => fn()), 0);
    },
    true,
  );
}

/**
 * Runs `fn` now, or — when the blur came from pressing a button elsewhere — once that press has
 * become a click, so an error appearing above the button cannot move it from under the pointer.
 */
export function afterPointerRelease(fn: () => void): void {
  if (pointerDown) waiting.push(fn);
  else fn();
}
