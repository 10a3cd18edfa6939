// Date, time and date-time with the browser's own pickers (keyboard-usable, localised).
import type { WidgetProps } from '@rjsf/utils';
import { ariaInvalid } from '../visible-errors.ts';
import { ariaDescribedByIds } from '@rjsf/utils';

type NativeKind = 'date' | 'time' | 'datetime-local';

/** A date-time value is stored as the local time the visitor picked (no time zone). */
export function nativeInputWidget(kind: NativeKind) {
  function NativeInputWidget({ id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, registry }: WidgetProps) {
    return (
      <input
        id={id}
        name={id}
        type={kind}
        className="form-input"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        aria-invalid={ariaInvalid(id, rawErrors, registry)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    );
  }
  NativeInputWidget.displayName = `NativeInputWidget(${kind})`;
  return NativeInputWidget;
}
