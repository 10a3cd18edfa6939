// <SchemaForm>: a form from a schema id. Validators are precompiled (no eval: runs under
// `script-src 'self'`); widgets come from the renderer registry through an automatic uiSchema
// that the form's own uiSchema overrides; validation on blur and submit, live after the first
// submit; an error summary on submit; messages in the current language. Loaded lazily by screens.
import { Suspense, use, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Form from '@rjsf/core';
import type { FormProps } from '@rjsf/core';
import type { RJSFSchema, RJSFValidationError, UiSchema, ValidatorType } from '@rjsf/utils';
import { useDeepCompareMemo } from '@rjsf/utils';
import { autoUiSchema } from './registry.ts';
import { builtInRegistry, fieldsOf, widgetsOf, type FormRegistry } from './built-in-renderers.ts';
import { loadFormEntry, retryFormEntry, type FormAnswers, type FormId } from './form-catalogue.ts';
import { FormLoadBoundary } from './form-load-boundary.tsx';
import { validatorFor } from './form-validator.ts';
import { relativeRuleErrors } from './relative-rules.ts';
import { withDeferredBlur } from './deferred-blur.tsx';
import { boundsOf, errorMessageFor, limitOf } from './form-error-messages.ts';
import { sameAsMismatches } from './same-as.ts';
import { luhnMismatches } from './luhn.ts';
import { RUNTIME_BOUNDS_KEY, effectiveBounds, runtimeBoundsMismatches, subCentMismatches, type RuntimeBounds } from './money-rules.ts';
import { FieldTemplate } from './templates/field-template.tsx';
import { ErrorListTemplate } from './templates/error-list-template.tsx';
import { AddButton, ArrayFieldItemButtonsTemplate, ArrayFieldItemTemplate, ArrayFieldTemplate } from './templates/array-templates.tsx';
import { formTextMessages } from './form-messages.ts';
import { fieldAt, type SchemaNodeTree, type UiTree } from './field-at.ts';
import { mergeUi, schemaLabels } from './schema-labels.ts';
import { afterPointerRelease } from './visible-errors.ts';
import { takeFirstPaint } from './first-paint-handoff.ts';
import { useCountry } from '../src/i18n/country.ts';
import { formatMoney } from '../src/i18n/money.ts';
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
  /**
   * Only these top-level properties are shown and checked — one step of a form whose schema holds
   * every step (the login's e-mail, PIN and terms). The others are hidden (`ui:widget: hidden`,
   * their data kept) and their errors dropped, so the form submits once the shown fields are valid.
   * Errors of the root itself still count. The schema stays as compiled (the precompiled validator
   * requires it); only the uiSchema and the error list change. All fields when left out.
   */
  fields?: readonly string[];
  /** Submit without validating (an optional step left empty is skipped, not checked). */
  skipValidation?: boolean;
  /** Values of the schema texts' arguments, e.g. `broker` ('myAgent' or 'myBroker': agent or broker). */
  messageValues?: Record<string, string>;
  /**
   * Changed by the screen to have the form check itself again, as a submit does (its errors and
   * summary shown, focus on the first): e.g. once the server gave the run-time bounds it lacked.
   */
  validateAgain?: number;
  /** Shown while the form's schema loads, in place of the loading status (a first paint of the form: first-paint-form.tsx). */
  loading?: ReactNode;
  /** A submit asked for before the form had loaded (in its first paint): made, checked as any, once it mounts. */
  submitOnMount?: boolean;
  /** Replaces the submit button (rjsf renders children in its place, inside the form): a screen's
   * own submit and secondary buttons, e.g. disabled with a busy text while sending. */
  children?: ReactNode;
}


/**
 * A form by id: its schema and validator load as a chunk of their own, with a status meanwhile.
 * Its answers are typed from its schema (FormTypes, generated): `data`, `onChange` and `onSubmit`
 * take the form's generated type unless the screen names another.
 */
export default function SchemaForm<F extends FormId, T extends object = FormAnswers<F>>(props: SchemaFormProps<T> & { schemaId: F }) {
  const intl = useIntl();
  // The brokerage's country picks the schema of a form with country parts (form-catalogue.ts).
  const country = useCountry();
  return (
    <FormLoadBoundary onRetry={() => retryFormEntry(props.schemaId, country)}>
      <Suspense fallback={props.loading ?? <p role="status" className="form-loading">{intl.formatMessage(formTextMessages.loading)}</p>}>
        <LoadedSchemaForm<T> {...props} country={country} />
      </Suspense>
    </FormLoadBoundary>
  );
}

function LoadedSchemaForm<T extends object>({ schemaId, country, loading: _loading, ...rest }: SchemaFormProps<T> & { country: string }) {
  // Always use(): the same promise per form, already settled once loaded, so no suspense then.
  const entry = use(loadFormEntry(schemaId, country));
  return <SchemaFormView<T> formId={schemaId} schema={entry.schema} formUiSchema={entry.uiSchema} validator={validatorFor(schemaId, entry)} {...rest} />;
}

interface SchemaFormViewProps<T> extends Omit<SchemaFormProps<T>, 'schemaId'> {
  formId: string;
  schema: RJSFSchema;
  formUiSchema?: UiSchema;
  validator: ValidatorType;
}

const NO_FORM_UI_SCHEMA: UiSchema = {};

/** The form for any schema and validator (tests and previews); screens use SchemaForm. */
export function SchemaFormView<T extends object>({ formId, schema, formUiSchema, validator, data, onChange, onSubmit, uiSchema, formContext, registry, submitLabel, fields: shownFields, children, skipValidation, messageValues, validateAgain, submitOnMount }: SchemaFormViewProps<T>) {
  const intl = useIntl();
  const [submitCount, setSubmitCount] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const submitted = submitCount > 0;
  const form = useRef<Form<T>>(null);
  // Errors are worded when the form validates: after a language switch, a form showing errors
  // validates again so they read in the new language at once. That check is no submit attempt.
  const relanguaging = useRef(false);
  // The catalogue can arrive after the locale: either one changing words the errors again.
  const wording = useRef({ locale: intl.locale, messages: intl.messages });
  useEffect(() => {
    if (wording.current.locale === intl.locale && wording.current.messages === intl.messages) return;
    wording.current = { locale: intl.locale, messages: intl.messages };
    if (!submitted && touched.size === 0) return;
    relanguaging.current = true;
    if (form.current?.validateForm() !== false) relanguaging.current = false;
  }, [intl.locale, intl.messages, submitted, touched]);
  // Asked by the screen (validateAgain changed): checked with this render's rules and context.
  const validatedFor = useRef(validateAgain);
  useEffect(() => {
    if (validateAgain === validatedFor.current) return;
    validatedFor.current = validateAgain;
    form.current?.validateForm();
  }, [validateAgain]);
  // Taking over from the form's first paint: the field that had the focus keeps it, and a submit
  // asked for before the engine had loaded is made now, checked as any (first-paint-form.tsx).
  const submitAtMount = useRef(submitOnMount === true);
  useLayoutEffect(() => {
    const handedOver = takeFirstPaint(formId);
    if (handedOver) document.getElementById(handedOver.focus.id)?.focus();
    if (submitAtMount.current) form.current?.submit();
  }, [formId]);
  // One empty uiSchema for a form without its own, so the labels' overlay below is not rebuilt on every keystroke.
  const entry = { schema, uiSchema: formUiSchema ?? NO_FORM_UI_SCHEMA };
  const activeRegistry = useMemo(() => registry ?? builtInRegistry(), [registry]);
  // Blur validation waits for a press to become a click (deferred-blur.tsx).
  const widgets = useMemo(() => Object.fromEntries(Object.entries(widgetsOf(activeRegistry)).map(([name, widget]) => [name, withDeferredBlur(widget)])), [activeRegistry]);
  const fields = useMemo(() => fieldsOf(activeRegistry), [activeRegistry]);
  // `fields` by value, so a list written inline in a screen does not rebuild the uiSchema on each render.
  const shownKey = shownFields?.join('\n');
  const shown = useMemo(() => (shownKey === undefined ? undefined : new Set(shownKey.split('\n'))), [shownKey]);
  // The texts' values by value too: a flow computes them afresh on each render (form-flow.tsx).
  const values = useDeepCompareMemo(messageValues);
  /** Whether an error at this path (a.b, list.0.c; '' for the root) counts: see `fields`. */
  const counts = (path: string) => !shown || path === '' || shown.has(path.split('.')[0] as string);
  const ui = useMemo(() => {
    const own = mergeUi(schemaLabels(formId, entry.schema as never, intl, values), entry.uiSchema as never, (uiSchema ?? {}) as never);
    const auto = autoUiSchema(entry.schema as never, activeRegistry, own as never);
    const hidden = Object.keys(entry.schema.properties ?? {}).filter((key) => shown && !shown.has(key));
    for (const key of hidden) auto[key] = { ...(auto[key] as object | undefined), 'ui:widget': 'hidden' };
    return { ...auto, 'ui:submitButtonOptions': { submitText: submitLabel ?? intl.formatMessage(formTextMessages.submit) } };
  }, [formId, entry.schema, entry.uiSchema, activeRegistry, uiSchema, submitLabel, intl, shown, values]);

  // Bounds known at run time for the current data (money-rules.ts), over the schema's.
  const runtimeBounds = (formData: unknown): RuntimeBounds => {
    const given = formContext?.[RUNTIME_BOUNDS_KEY];
    return typeof given === 'function' ? (given as (data: unknown) => RuntimeBounds)(formData) : {};
  };
  const boundsAt = (field: { minimum?: number; maximum?: number; 'x-money'?: unknown }, path: string, formData: unknown): Record<string, number | string | undefined> => {
    const own = runtimeBounds(formData)[path];
    const bounds = boundsOf({ ...field, ...(own ? effectiveBounds(field, own) : {}) });
    // An amount's bounds read as money, in the brokerage's currency (docs/product-rules.md#money).
    if (field['x-money'] !== true) return bounds;
    return Object.fromEntries(Object.entries(bounds).map(([key, value]) => [key, typeof value === 'number' ? formatMoney(intl, value) : value]));
  };

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
      const message = descriptor ? intl.formatMessage(descriptor, { label, limit: limitOf(error.params as Record<string, unknown>), ...boundsAt(field, path, data) }) : error.message;
      return { ...error, message, stack: `${label}: ${message}` };
    }).filter((error, index, all) =>
      counts((error.property ?? '').replace(/^\./, '')) &&
      // Several rules can say the same thing about one field (each answer that makes it required): once.
      all.findIndex((other) => other.property === error.property && other.message === error.message) === index);

  // Data keywords checked beside ajv, as JSON Schema has none for them: `x-sameAs` (a field that
  // must equal another, e.g. an account number's confirmation), `x-luhn` (a card number's check
  // digit; luhn.ts), money's cents and run-time bounds (money-rules.ts) and the rules relative to today (`x-notAfterToday`, `x-maxYearsAhead`,
  // `x-minYearsAhead`, `x-monthNotPast`; relative-rules.ts).
  const customValidate: FormProps<T>['customValidate'] = (formData, errors) => {
    const found = [
      ...sameAsMismatches(entry.schema as never, formData).map((path) => ({ path, keyword: 'sameAs', limit: undefined as string | number | undefined })),
      ...luhnMismatches(entry.schema as never, formData).map((path) => ({ path, keyword: 'luhn', limit: undefined as string | number | undefined })),
      ...subCentMismatches(entry.schema as never, formData).map((path) => ({ path, keyword: 'subCents', limit: undefined as string | number | undefined })),
      ...runtimeBoundsMismatches(entry.schema as never, formData, runtimeBounds(formData)).map(({ path, keyword }) => ({ path, keyword, limit: undefined as string | number | undefined })),
      ...relativeRuleErrors(entry.schema as never, formData, new Date()),
    ];
    for (const { path, keyword, limit } of found) {
      if (!counts(path.join('.'))) continue;
      const { node, label } = fieldAt(entry.schema as SchemaNodeTree, ui as UiTree, path.join('.'));
      const descriptor = errorMessageFor(formId, path.join('.'), keyword);
      const shownLimit = typeof limit === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(limit) ? intl.formatDate(new Date(`${limit}T12:00:00`), { dateStyle: 'long' }) : limit;
      let target = errors as unknown as Record<string, { addError?: (message: string) => void }>;
      for (const part of path) target = target[part] as unknown as typeof target;
      (target as unknown as { addError?: (message: string) => void })?.addError?.(descriptor ? intl.formatMessage(descriptor, { label, limit: shownLimit, ...boundsAt(node as object, path.join('.'), formData) }) : label);
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
    // An array's minItems is a rule its answer must meet, not a number of blank entries to fill in:
    // rjsf's default put one empty entry in the payment's policies ("must be string"), so choosing
    // none read as "Policies to pay is not valid" in the summary and nothing at the field.
    experimental_defaultFormStateBehavior: { arrayMinItems: { populate: 'never' } },
    noValidate: skipValidation === true,
    // The summary belongs to submitting; before that, errors show at their fields on blur.
    showErrorList: submitted ? 'top' : false,
    liveValidate: submitted ? 'onChange' : 'onBlur',
    transformErrors,
    onChange: (event) => onChange?.(event.formData as T),
    onSubmit: (event) => onSubmit(event.formData as T),
    onError: () => {
      if (relanguaging.current) relanguaging.current = false;
      else setSubmitCount((count) => count + 1);
    },
    formContext: { ...formContext, submitCount, touched },
    onBlur: (id: string) => afterPointerRelease(() => setTouched((before) => (before.has(id) ? before : new Set([...before, id])))),
    ...(data !== undefined ? { formData: data } : {}),
    children,
  };
  return <Form<T> ref={form} {...props} className="schema-form" />;
}
