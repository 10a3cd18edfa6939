// A schema form's first paint, shown while the form engine (rjsf, 68 kB gzip) loads: the same
// markup the engine renders (form, group, legend, each field through the field template and the
// widget the registry picks), from the form's schema, uiSchema and texts, with no validation. What
// is typed, where the focus is (first-paint-handoff.ts) and a submit asked for meanwhile pass to
// the engine's form when it takes over. It renders only forms it can show whole; for any other it
// is the loading status (docs/adr/0086-login-before-the-form-engine.md).
import { useLayoutEffect, useRef, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { firstPaintRegistry } from './first-paint-renderers.ts';
import { handOverFirstPaint, takeFirstPaint } from './first-paint-handoff.ts';
import { autoUiSchema } from './registry.ts';
import { mergeUi, schemaLabels, type LabelledSchema } from './schema-labels.ts';
import { FieldTemplate, type FirstPaintFieldProps } from './templates/field-template.tsx';
import type { FirstPaintWidgetProps } from './widget-renderer.ts';
import type { UiNode } from './testers.ts';

type FieldSchema = LabelledSchema & { maxLength?: number };
type ObjectSchema = LabelledSchema & { required?: string[]; properties?: Record<string, FieldSchema> };

export interface FirstPaintFormProps<T extends object> {
  formId: string;
  schema: ObjectSchema;
  /** The form's own uiSchema (schemas/forms/<id>.ui.json) and the screen's, merged as the engine merges them. */
  formUiSchema?: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  fields?: readonly string[];
  data?: T;
  onChange?: (data: T) => void;
  messageValues?: Record<string, string>;
  /** The screen's buttons, as the engine renders them. */
  children?: ReactNode;
  /** Shown instead when the form cannot be painted before the engine (a field no first-paint renderer shows). */
  loading: ReactNode;
  /** A submit was asked for (the form says it is busy until the engine makes it). */
  submitAsked: boolean;
  onSubmitAsked: () => void;
}

const REGISTRY = firstPaintRegistry();
const NO_CONTEXT = { formContext: {} };
const ignore = () => undefined;

interface PaintedField {
  key: string;
  node: FieldSchema;
  ui: UiNode;
  Widget: (props: FirstPaintWidgetProps) => ReactNode;
  Template: ComponentType<FirstPaintFieldProps>;
}

/** rjsf's widget options: the uiSchema's `ui:` keys without the prefix, and `ui:options`. */
function optionsOf(ui: UiNode): Record<string, unknown> {
  const own = Object.fromEntries(Object.entries(ui).filter(([key]) => key.startsWith('ui:') && key !== 'ui:options').map(([key, value]) => [key.slice(3), value]));
  return { ...own, ...ui['ui:options'] };
}

function isTemplate(value: unknown): value is ComponentType<FirstPaintFieldProps> {
  return typeof value === 'function';
}

/** The fields to paint in the engine's order, or undefined when one of them has no first-paint renderer. */
function paintedFields(schema: ObjectSchema, ui: UiNode, shown: readonly string[] | undefined): PaintedField[] | undefined {
  const keys = Object.keys(schema.properties ?? {});
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].filter((key): key is string => typeof key === 'string' && keys.includes(key)) : [];
  const painted: PaintedField[] = [];
  for (const key of [...order, ...keys.filter((k) => !order.includes(k))]) {
    if (shown && !shown.includes(key)) continue;
    const node = schema.properties?.[key];
    const fieldUi = (ui[key] ?? {}) as UiNode;
    const renderer = REGISTRY.all().find((candidate) => candidate.name === fieldUi['ui:widget']);
    if (!node || !renderer || fieldUi['ui:field']) return undefined;
    const template = fieldUi['ui:FieldTemplate'];
    painted.push({ key, node, ui: fieldUi, Widget: renderer.component, Template: isTemplate(template) ? template : FieldTemplate });
  }
  return painted;
}

export function FirstPaintForm<T extends object>({ formId, schema, formUiSchema = {}, uiSchema = {}, fields, data, onChange, messageValues, children, loading, submitAsked, onSubmitAsked }: FirstPaintFormProps<T>) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  // The focus passes to whatever renders this form next: the engine's form, or this first paint
  // again while the engine's own schema loads (schema-form.tsx).
  useLayoutEffect(() => {
    const handedOver = takeFirstPaint(formId);
    if (handedOver) document.getElementById(handedOver.focus.id)?.focus();
    const element = form.current;
    return () => {
      const focused = element && document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement : undefined;
      if (focused) handOverFirstPaint(formId, { focus: { id: focused.id } });
    };
  }, [formId]);

  const ui = mergeUi(schemaLabels(formId, schema, intl, messageValues), formUiSchema, uiSchema);
  const auto = autoUiSchema(schema, REGISTRY, ui);
  const painted = auto['ui:description'] ? undefined : paintedFields(schema, auto, fields);
  if (!painted) return loading;
  const title = typeof auto['ui:title'] === 'string' ? auto['ui:title'] : schema.title;
  const values: Record<string, unknown> = { ...data };

  const submit = (event: FormEvent) => {
    // Checked and sent by the engine's form as soon as it takes over.
    event.preventDefault();
    onSubmitAsked();
  };
  return (
    <form ref={form} className="schema-form" noValidate onSubmit={submit} aria-busy={submitAsked || undefined} data-first-paint="">
      <div className="form-group">
        <fieldset id="root">
          {title && <legend id="root__title">{title}</legend>}
          {painted.map(({ key, node, ui: fieldUi, Widget, Template }) => {
            const id = `root_${key}`;
            const label = typeof fieldUi['ui:title'] === 'string' ? fieldUi['ui:title'] : (node.title ?? key);
            const description = typeof fieldUi['ui:description'] === 'string' ? fieldUi['ui:description'] : node.description;
            const required = schema.required?.includes(key) ?? false;
            return (
              <Template key={key} id={id} label={label} required={required} rawDescription={description} hidden={false} displayLabel schema={node} uiSchema={fieldUi} registry={NO_CONTEXT}>
                <Widget
                  id={id}
                  value={values[key]}
                  label={label}
                  required={required}
                  disabled={false}
                  readonly={false}
                  placeholder={typeof fieldUi['ui:placeholder'] === 'string' ? fieldUi['ui:placeholder'] : ''}
                  rawErrors={undefined}
                  onChange={(value: unknown) => onChange?.(Object.assign({}, data, { [key]: value }))}
                  onBlur={ignore}
                  onFocus={ignore}
                  schema={node}
                  options={optionsOf(fieldUi)}
                  registry={NO_CONTEXT}
                />
              </Template>
            );
          })}
        </fieldset>
      </div>
      {children}
    </form>
  );
}
