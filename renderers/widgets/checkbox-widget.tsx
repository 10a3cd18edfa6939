// Boolean checkbox and the consent checkbox that must be ticked; the label sits beside the box.
import type { FirstPaintWidgetProps } from '../widget-renderer.ts';
import { ariaInvalid } from '../visible-errors.ts';
// The id helpers alone (deep path), so a form's first paint does not pull the rest of rjsf's utilities.
import { ariaDescribedByIds } from '@rjsf/utils/lib/idGenerators.js';

export function CheckboxWidget({ id, value, disabled, readonly, label, required, rawErrors, onChange, onBlur, onFocus, registry }: FirstPaintWidgetProps) {
  return (
    <div className="form-checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={ariaInvalid(id, rawErrors, registry)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
