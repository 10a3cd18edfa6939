// `x-picker` on a string: a select of the account's saved entries (formContext.pickOptions, as the
// picker groups of renderers/fields/picker-field.tsx use) whose value is the chosen entry's id.
// The add-driver and add-vehicle forms (schemas/forms/documents/) keep their data schema a plain
// required string — the entries are the server's at run time, which a precompiled validator
// cannot hold as an enum — and this renderer offers them. Generic: it may move to renderers/ as a
// built-in when a second feature needs it.
import { useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { WidgetRenderer } from '../../../../renderers/widget-renderer.ts';
import { and, hasKeyword, rankWith, schemaTypeIs } from '../../../../renderers/testers.ts';
import { ariaInvalid } from '../../../../renderers/visible-errors.ts';
import type { LookupFormContext } from '../../../../renderers/fields/lookup-context.ts';
import { usePickOptions } from '../../../../renderers/fields/use-pick-options.ts';
import { partiesMessages as m } from './parties-messages.ts';

/** What the widget reads from formContext: the picker groups' pickOptions, and whether it takes
 * focus when it mounts (a form opened on demand). */
export interface PickerSelectContext extends LookupFormContext {
  focusPicker?: boolean;
}

function PickerSelectWidget({ id, value, required, disabled, readonly, rawErrors, schema, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const intl = useIntl();
  const source = String((schema as { 'x-picker'?: unknown })['x-picker']);
  const { pickOptions, focusPicker } = (registry.formContext ?? {}) as PickerSelectContext;
  const options = usePickOptions(pickOptions, source);
  const select = useRef<HTMLSelectElement>(null);

  // A form opened by a button moves focus to its one choice (formContext.focusPicker).
  useLayoutEffect(() => {
    if (focusPicker) select.current?.focus();
  }, [focusPicker]);

  const loading = options === 'loading';
  const list = Array.isArray(options) ? options : [];
  return (
    <>
      <select
        ref={select}
        id={id}
        name={id}
        className="form-input"
        value={typeof value === 'string' ? value : ''}
        required={required}
        disabled={disabled || readonly}
        aria-busy={loading}
        aria-invalid={ariaInvalid(id, rawErrors, registry)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <option value="">{intl.formatMessage(loading ? m.listLoading : m.choose)}</option>
        {list.map((option) => (
          <option key={option.id} value={option.id}>{option.label}</option>
        ))}
      </select>
      {options === 'failed' && <p role="alert" className="field-help">{intl.formatMessage(m.listFailed)}</p>}
    </>
  );
}

export const pickerSelectRenderer: WidgetRenderer = {
  name: 'pickerSelect',
  test: rankWith(5, and(schemaTypeIs('string'), hasKeyword('x-picker'))),
  component: PickerSelectWidget,
};
