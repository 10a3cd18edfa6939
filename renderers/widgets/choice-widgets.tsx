// Enums as a select or as radio buttons; option labels from enumNames-style `x-enumNames` or the
// values themselves.
import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { typedText } from '../typed-text.ts';
import { ariaInvalid } from '../visible-errors.ts';
import { ariaDescribedByIds, optionId } from '@rjsf/utils';

interface Choice {
  value: unknown;
  label: string;
}

function choicesOf(options: WidgetProps['options'], schema: WidgetProps['schema']): Choice[] {
  const names = (schema as { 'x-enumNames'?: string[] })['x-enumNames'];
  // enumOptions carry the names of the form's language (schema-labels.ts falls back to x-enumNames).
  if (options.enumOptions) return options.enumOptions.map((o) => ({ value: o.value, label: o.label }));
  return ((schema.enum ?? []) as unknown[]).map((value, i) => ({ value, label: names?.[i] ?? String(value) }));
}

export function SelectWidget({ id, value, required, disabled, readonly, rawErrors, options, schema, onChange, onBlur, onFocus, placeholder, registry }: WidgetProps) {
  const choices = choicesOf(options, schema);
  const index = choices.findIndex((c) => c.value === value);
  return (
    <select
      id={id}
      name={id}
      className="form-input"
      value={index < 0 ? '' : String(index)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={ariaInvalid(id, rawErrors, registry)}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : choices[Number(event.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">{placeholder ?? '—'}</option>
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>{choice.label}</option>
      ))}
    </select>
  );
}

export function RadioWidget(props: WidgetProps) {
  return <RadioGroup {...props} choices={choicesOf(props.options, props.schema).map((choice, index) => ({ ...choice, index }))} />;
}

type RadioGroupProps = Pick<WidgetProps, 'id' | 'value' | 'label' | 'disabled' | 'readonly' | 'rawErrors' | 'registry' | 'onChange' | 'onBlur' | 'onFocus'> & {
  /** The choices shown; `index` is each one's place among the field's options, for its id. */
  choices: readonly (Choice & { index: number })[];
};

/** The form's radio markup: one fieldset, a radio a choice (also used by forms' own widgets). */
export function RadioGroup({ id, value, label, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus, choices }: RadioGroupProps) {
  return (
    <fieldset className="form-radio" id={id} aria-invalid={ariaInvalid(id, rawErrors, registry)} aria-describedby={ariaDescribedByIds(id)}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} htmlFor={optionId(id, choice.index)}>
          <input
            id={optionId(id, choice.index)}
            type="radio"
            name={id}
            checked={choice.value === value}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

export function TextareaWidget({ id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, schema, registry }: WidgetProps) {
  // Only spaces or line breaks answer nothing (typedText), but stay in the box until it is left.
  const [blank, setBlank] = useState<string | null>(null);
  return (
    <textarea
      id={id}
      name={id}
      className="form-input"
      rows={4}
      value={blank ?? (typeof value === 'string' ? value : '')}
      required={required}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      disabled={disabled || readonly}
      aria-invalid={ariaInvalid(id, rawErrors, registry)}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => {
        const answer = typedText(event.target.value);
        setBlank(answer === undefined && event.target.value !== '' ? event.target.value : null);
        onChange(answer);
      }}
      onBlur={(event) => {
        setBlank(null);
        onBlur(id, typedText(event.target.value));
      }}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}
