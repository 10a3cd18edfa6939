// rjsf renders objects through fields, not widgets. A renderer picked for an object node (e.g. a
// file reference) is wrapped as a field: same widget, its own label and errors.
import type { ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { errorId, getUiOptions } from '@rjsf/utils';
import { errorsShown } from './visible-errors.ts';

export function widgetAsField(Widget: ComponentType<WidgetProps>): ComponentType<FieldProps> {
  function WidgetField(props: FieldProps) {
    const { fieldPathId, formData, schema, uiSchema, registry, required, disabled, readonly, onChange, errorSchema, name } = props;
    const id = fieldPathId.$id;
    // An item of a list is "required" only in the sense that it exists: no star there.
    const inList = typeof fieldPathId.path.at(-1) === 'number';
    const label = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? name;
    const errors = errorsShown(id, registry) ? ((errorSchema as { __errors?: string[] } | undefined)?.__errors ?? []).filter(Boolean) : [];
    return (
      <div className={`form-field${errors.length > 0 ? ' has-error' : ''}`}>
        <label htmlFor={id}>
          {label}
          {required && !inList && <span aria-hidden="true"> *</span>}
        </label>
        <Widget
          id={id}
          name={name}
          label={label}
          value={formData}
          schema={schema}
          uiSchema={uiSchema ?? {}}
          options={getUiOptions(uiSchema)}
          registry={registry}
          required={required}
          disabled={disabled}
          readonly={readonly}
          rawErrors={errors}
          onChange={(value: unknown) => onChange(value, fieldPathId.path)}
          onBlur={() => undefined}
          onFocus={() => undefined}
        />
        {errors.length > 0 && (
          <p className="field-error" id={errorId(id)} role="alert">
            {errors.join(' ')}
          </p>
        )}
      </div>
    );
  }
  WidgetField.displayName = `WidgetField(${Widget.displayName ?? Widget.name})`;
  return WidgetField;
}
