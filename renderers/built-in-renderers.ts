// The built-in renderers (one file each under controls/). A brand pack or an integrator
// registers more on the same registry with a higher rank.
import type { ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { widgetAsField } from './widget-as-field.tsx';
import { createRegistry, type Registry } from './registry.ts';
import { FIRST_PAINT_RENDERERS } from './first-paint-renderers.ts';
import type { FieldRenderer, FormComponent, FormRenderer } from './widget-renderer.ts';
import { moneyRenderer } from './controls/money.tsx';
import { dateRenderer, dateTimeRenderer, timeRenderer } from './controls/date-time.tsx';
import { radioRenderer, selectRenderer, textareaRenderer } from './controls/choices.tsx';
import { fileUploadRenderer } from './controls/file-upload.tsx';
import { photoRenderer } from './controls/photo.tsx';
import { addressRenderer } from './fields/address-field.tsx';
import { pickerRenderer } from './fields/picker-field.tsx';

export type FormRegistry = Registry<FormComponent>;

// The first paint's renderers first: no rank of another ties with theirs on a node they apply to.
const BUILT_IN_RENDERERS: FormRenderer[] = [
  ...FIRST_PAINT_RENDERERS,
  moneyRenderer,
  dateRenderer,
  timeRenderer,
  dateTimeRenderer,
  selectRenderer,
  radioRenderer,
  textareaRenderer,
  fileUploadRenderer,
  photoRenderer,
  addressRenderer,
  pickerRenderer,
];

export function builtInRegistry(): FormRegistry {
  return createRegistry<FormComponent>([...BUILT_IN_RENDERERS]);
}

/** rjsf's fields map: field renderers as they are, widget renderers wrapped for object leaves (ui:field). */
export function fieldsOf(registry: FormRegistry): Record<string, ComponentType<FieldProps>> {
  return Object.fromEntries(
    (registry.all() as readonly FormRenderer[]).map((renderer) => [renderer.name, renderer.kind === 'field' ? renderer.component : widgetAsField(renderer.component)]),
  );
}

/** rjsf's widgets map: each renderer under its name, as the automatic uiSchema refers to them. */
export function widgetsOf(registry: FormRegistry): Record<string, ComponentType<WidgetProps>> {
  const widgets = (registry.all() as readonly FormRenderer[]).filter((renderer): renderer is Exclude<FormRenderer, FieldRenderer> => renderer.kind !== 'field');
  return Object.fromEntries(widgets.map((renderer) => [renderer.name, renderer.component]));
}
