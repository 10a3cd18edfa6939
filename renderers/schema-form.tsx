// <SchemaForm>: a form from a schema id. Validators are precompiled (no eval: runs under
// `script-src 'self'`); widgets come from the renderer registry through an automatic uiSchema
// that the form's own uiSchema overrides; validation on blur and submit, live after the first
// submit; an error summary on submit; messages in the current language. Loaded lazily by screens.
import { Suspense, use, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import Form from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { autoUiSchema } from './registry.ts';
import { builtInRegistry, fieldsOf, widgetsOf, type FormRegistry } from './built-in-renderers.ts';
import { loadFormEntry, loadedFormEntry, type FormEntry, type FormId } from './form-catalogue.ts';
import { boundsOf, errorMessageFor, limitOf } from './form-error-messages.ts';
import { sameAsMismatches } from './same-as.ts';
import { FieldTemplate } from './templates/field-template.tsx';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { AddButton, ArrayFieldItemButtonsTemplate, ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/array-templates.tsx';
import { formTextMessages } from './form-messages.ts';
import { mergeUi, schemaLabels } from './schema-labels.ts';
import { afterPointerRelease } from './visible-errors.ts';
import './renderers.css';

export interface SchemaFormProps<T> {
  schemaId: FormId;
  data?: T;
  onChange?: (data: T) => void;
  onSubmit: (data: T) => void;
  uiSchema?: UiSchema;
  formContext?: Record<string, unknown>;
  registry?: FormRegistry;
  submitLabel?: string;
}

const validators = new Map<FormId, ReturnType<typeof createPrecompiledValidator>>();
function validatorFor(id: FormId, entry: FormEntry) {
  let validator = validators.get(id);
  if (!validator) {
    validator = createPrecompiledValidator(entry.validateFns, entry.schema);
    validators.set(id, validator);
  }
  return validator;
}

type SchemaNodeTree = { title?: string; 'x-renderer'?: string; properties?: Record<string, SchemaNodeTree>; items?: SchemaNodeTree; minimum?: number; maximum?: number; minLength?: number; maxLength?: number };
type UiTree = { 'ui:title'?: string; items?: UiTree; [key: string]: unknown };

/** The schema node at an error's path (a.b, list.0.c) and its label as the form shows it. */
function fieldAt(schema: SchemaNodeTree, ui: UiTree, path: string): { node: SchemaNodeTree; label: string } {
  let node: SchemaNodeTree | undefined = schema;
  let uiNode: UiTree | undefined = ui;
  for (const part of path.split('.').filter(Boolean)) {
    const index = /^\d+$/.test(part);
    node = index ? node?.items : node?.properties?.[part];
    uiNode = (index ? uiNode?.items : uiNode?.[part]) as UiTree | undefined;
  }
  return { node: node ?? {}, label: uiNode?.['ui:title'] ?? node?.title ?? path };
}

/** A form by id: its schema and validator load as a chunk of their own, with a status meanwhile. */
export default function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const intl = useIntl();
  return (
    <Suspense fallback={<p role="status" className="form-loading">{intl.formatMessage(formTextMessages.loading)}</p>}>
      <LoadedSchemaForm<T> {...props} />
    </Suspense>
  );
}

function LoadedSchemaForm<T extends object>({ schemaId, ...rest }: SchemaFormProps<T>) {
  const entry = loadedFormEntry(schemaId) ?? use(loadFormEntry(schemaId));
  return <SchemaFormView<T> formId={schemaId} schema={entry.schema} formUiSchema={entry.uiSchema} validator={validatorFor(schemaId, entry)} {...rest} />;
}

export interface SchemaFormViewProps<T> extends Omit<SchemaFormProps<T>, 'schemaId'> {
  formId: string;
  schema: RJSFSchema;
  formUiSchema?: UiSchema;
  validator: ValidatorType;
}

/** The form for any schema and validator (tests and previews); screens use SchemaForm. */
export function SchemaFormView<T extends object>({ formId, schema, formUiSchema, validator, data, onChange, onSubmit, uiSchema, formContext, registry, submitLabel }: SchemaFormViewProps<T>) {
  const intl = useIntl();
  const [submitCount, setSubmitCount] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const submitted = submitCount > 0;
  const entry = { schema, uiSchema: formUiSchema ?? {} };
  const activeRegistry = useMemo(() => registry ?? builtInRegistry(), [registry]);
  const widgets = useMemo(() => widgetsOf(activeRegistry), [activeRegistry]);
  const fields = useMemo(() => fieldsOf(activeRegistry), [activeRegistry]);
  const ui = useMemo(() => {
    const own = mergeUi(schemaLabels(formId, entry.schema as never, intl), entry.uiSchema as never, (uiSchema ?? {}) as never);
    return { ...autoUiSchema(entry.schema as never, activeRegistry, own as never), 'ui:submitButtonOptions': { submitText: submitLabel ?? intl.formatMessage(formTextMessages.submit) } };
  }, [formId, entry.schema, entry.uiSchema, activeRegistry, uiSchema, submitLabel, intl]);

  const transformErrors = (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((raw) => {
      // "Once one answer is given, these are required" (property dependencies) reads as the
      // missing field's own required error, shown at that field.
      const missing = raw.name === 'dependencies' ? (raw.params as { missingProperty?: string }).missingProperty : undefined;
      // rjsf gives such an error the missing field's path already, without the leading dot.
      const base = (raw.property ?? '').replace(/^\.?/, '.').replace(/^\.$/, '');
      const property = missing && !base.endsWith(`.${missing}`) ? `${base}.${missing}` : base;
      const error: RJSFValidationError = missing ? { ...raw, name: 'required', property } : raw;
      const path = (error.property ?? '').replace(/^\./, '');
      const { node: field, label } = fieldAt(entry.schema as SchemaNodeTree, ui as UiTree, path);
      // A consent that is not ticked reads the same whichever keyword says "must be true".
      const consent = field['x-renderer'] === 'consent' && (error.name === 'enum' || error.name === 'const' || error.name === 'required');
      const descriptor = errorMessageFor(formId, path, consent ? 'const' : (error.name ?? ''));
      const message = descriptor ? intl.formatMessage(descriptor, { label, limit: limitOf(error.params as Record<string, unknown>), ...boundsOf(field as never) }) : error.message;
      return { ...error, message, stack: `${label}: ${message}` };
    });

  // `x-sameAs` (a field that must equal another, e.g. an account number's confirmation) is data in
  // the schema, checked here as JSON Schema has no keyword for it.
  const customValidate: FormProps<T>['customValidate'] = (formData, errors) => {
    for (const path of sameAsMismatches(entry.schema as never, formData)) {
      const { node, label } = fieldAt(entry.schema as SchemaNodeTree, ui as UiTree, path.join('.'));
      const descriptor = errorMessageFor(formId, path.join('.'), 'sameAs');
      let target = errors as unknown as Record<string, { addError?: (message: string) => void }>;
      for (const part of path) target = target[part] as unknown as typeof target;
      (target as unknown as { addError?: (message: string) => void })?.addError?.(descriptor ? intl.formatMessage(descriptor, { label, ...boundsOf(node as never) }) : label);
    }
    return errors;
  };

  const props: FormProps<T> = {
    customValidate,
    schema: entry.schema,
    uiSchema: ui as UiSchema<T>,
    validator: validator as FormProps<T>['validator'],
    widgets,
    fields,
    templates: { FieldTemplate, ErrorListTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, ArrayFieldItemButtonsTemplate, ButtonTemplates: { AddButton } },
    noHtml5Validate: true,
    // The summary belongs to submitting; before that, errors show at their fields on blur.
    showErrorList: submitted ? 'top' : false,
    liveValidate: submitted ? 'onChange' : 'onBlur',
    transformErrors,
    onChange: (event) => onChange?.(event.formData as T),
    onSubmit: (event) => onSubmit(event.formData as T),
    onError: () => setSubmitCount((count) => count + 1),
    formContext: { ...formContext, submitCount, touched },
    onBlur: (id: string) => afterPointerRelease(() => setTouched((before) => (before.has(id) ? before : new Set([...before, id])))),
    ...(data !== undefined ? { formData: data } : {}),
  };
  return <Form<T> {...props} className="schema-form" />;
}
