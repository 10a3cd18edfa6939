// The id of the field an error of the summary names, as rjsf gives it to the field's input
// (`toFieldPathId`: the form's id prefix and the field's path joined by its separator). rjsf names
// an error's field by a dotted path whose leading dot depends on where the error came from
// (`.address.city` from the error schema, `firstName` for a required field of the root), so the
// path is read segment by segment.
import type { GlobalFormOptions } from '@rjsf/utils';

export function errorFieldId(property: string | undefined, options: Pick<GlobalFormOptions, 'idPrefix' | 'idSeparator'>): string {
  const path = (property ?? '').split('.').filter((segment) => segment !== '');
  return [options.idPrefix, ...path].join(options.idSeparator);
}

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * The element a summary link moves focus to: the field's own input, else the first control inside
 * it (an object's fieldset) or of its options (a radio group's inputs are `<id>-<n>`).
 */
export function errorFieldTarget(id: string, root: Document = document): HTMLElement | null {
  const field = root.getElementById(id);
  if (field?.matches(FOCUSABLE)) return field;
  return field?.querySelector<HTMLElement>(FOCUSABLE) ?? root.querySelector<HTMLElement>(`[id^="${CSS.escape(`${id}-`)}"]`) ?? field;
}
