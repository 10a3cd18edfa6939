// One field: label tied to the input, help and errors with the ids the widgets reference in
// aria-describedby; errors are announced. Checkboxes carry their own label.
import type { FieldTemplateProps, Registry } from '@rjsf/utils';
// The id helpers alone (deep path), so a form's first paint does not pull the rest of rjsf's utilities.
import { descriptionId, errorId } from '@rjsf/utils/lib/idGenerators.js';
import { errorsShown } from '../visible-errors.ts';

/** What the template reads of rjsf's FieldTemplateProps: also all a form's first paint gives it (first-paint-form.tsx). */
export type FirstPaintFieldProps = Pick<FieldTemplateProps, 'id' | 'label' | 'required' | 'children' | 'rawErrors' | 'rawDescription' | 'hidden' | 'displayLabel'> & {
  schema: { readonly type?: unknown };
  uiSchema?: { readonly 'ui:widget'?: unknown };
  registry: Pick<Registry, 'formContext'>;
};

export function FieldTemplate({ id, label, required, children, rawErrors, rawDescription, hidden, displayLabel, schema, uiSchema, registry }: FirstPaintFieldProps) {
  if (hidden) return <div hidden>{children}</div>;
  const isObject = schema.type === 'object' || schema.type === 'array';
  const ownLabel = schema.type === 'boolean' || uiSchema?.['ui:widget'] === 'consent';
  const errors = errorsShown(id, registry) ? (rawErrors ?? []).filter(Boolean) : [];
  if (isObject) return <div className="form-group">{children}</div>;
  return (
    <div className={`form-field${errors.length > 0 ? ' has-error' : ''}`}>
      {displayLabel && !ownLabel && (
        <label htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {rawDescription && <p className="field-hint" id={descriptionId(id)}>{rawDescription}</p>}
      {children}
      {errors.length > 0 && (
        <p className="field-error" id={errorId(id)} role="alert">
          {errors.join(' ')}
        </p>
      )}
    </div>
  );
}
