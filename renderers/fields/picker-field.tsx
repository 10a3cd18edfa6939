// Picker group: objects marked `x-picker: <source>` (vehicles, drivers). A select of the account's
// saved entries, from formContext.pickOptions, fills the group's fields by name, with what the entry
// carries beside them (ids no field shows); "another one" leaves the fields for typing and drops
// what was carried. The fields below stay editable and keep their own renderers.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FieldProps } from '@rjsf/utils';
import type { FieldRenderer } from '../widget-renderer.ts';
import { GroupFields } from './group-fields.tsx';
import { and, hasKeyword, rankWith, schemaTypeIs } from '../testers.ts';
import type { LookupFormContext, PickOption } from './lookup-context.ts';
import { pickerMessages as m } from './lookup-messages.ts';
import { usePickOptions } from './use-pick-options.ts';

/** The option's values for the fields the group has, and what it carries; other fields keep their answers. */
function pickInto(current: Record<string, unknown> | undefined, option: PickOption | undefined, fields: readonly string[], carried: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...current };
  // What another entry carried is not this one's.
  for (const name of carried) delete out[name];
  if (!option) return out;
  for (const name of fields) if (name in option.value) out[name] = option.value[name];
  return { ...out, ...option.carries };
}

/** The entry the group's answers came from, if they still match it. */
function matching(options: PickOption[], current: Record<string, unknown> | undefined, fields: readonly string[]): string {
  const found = options.find((option) => fields.filter((name) => name in option.value).every((name) => current?.[name] === option.value[name]));
  return found?.id ?? '';
}

function PickerField(props: FieldProps) {
  const { registry, schema, formData, onChange, fieldPathId, disabled, readonly } = props;
  const intl = useIntl();
  const id = useId();
  const source = String((schema as { 'x-picker'?: unknown })['x-picker']);
  const { pickOptions } = (registry.formContext ?? {}) as LookupFormContext;
  const options = usePickOptions(pickOptions, source);
  const fields = Object.keys((schema.properties ?? {}) as Record<string, unknown>);

  const label = source in m ? m[source as keyof typeof m] : m.other;
  const list = Array.isArray(options) ? options : [];
  return (
    <div className="picker-group">
      {pickOptions && options !== 'failed' && (options === 'loading' || list.length > 0) && (
        <div className="form-field picker">
          <label htmlFor={`${id}-pick`}>{intl.formatMessage(label)}</label>
          <select
            id={`${id}-pick`}
            disabled={disabled || readonly || options === 'loading'}
            aria-busy={options === 'loading'}
            value={matching(list, formData as Record<string, unknown> | undefined, fields)}
            onChange={(event) => {
              const option = list.find((entry) => entry.id === event.target.value);
              const carried = [...new Set(list.flatMap((entry) => Object.keys(entry.carries ?? {})))];
              // "Another one": the fields stay for typing, what a picked entry carried goes.
              if (option || carried.length > 0) onChange(pickInto(formData as Record<string, unknown> | undefined, option, fields, carried), fieldPathId.path);
            }}
          >
            <option value="">{intl.formatMessage(options === 'loading' ? m.loading : m.none)}</option>
            {list.map((option) => (
              <option key={option.id} value={option.id}>{option.label}</option>
            ))}
          </select>
        </div>
      )}
      {options === 'failed' && <p role="status" className="field-help">{intl.formatMessage(m.failed)}</p>}
      <GroupFields {...props} />
    </div>
  );
}

export const pickerRenderer: FieldRenderer = {
  name: 'picker',
  kind: 'field',
  test: rankWith(5, and(schemaTypeIs('object'), hasKeyword('x-picker'))),
  component: PickerField,
};
