// The built-in renderers (one file each under controls/). A brand pack or an integrator
// registers more on the same registry with a higher rank.
import type { ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { widgetAsField } from './widget-as-field.tsx';
import { createRegistry, type Registry } from './registry.ts';
import type { WidgetRenderer } from './widget-renderer.ts';
import { textRenderer } from './controls/text.tsx';
import { emailRenderer } from './controls/email.tsx';
import { pinRenderer } from './controls/pin.tsx';
import { phoneRenderer } from './controls/phone.tsx';
import { numberRenderer } from './controls/number.tsx';
import { moneyRenderer } from './controls/money.tsx';
import { dateRenderer, dateTimeRenderer, timeRenderer } from './controls/date-time.tsx';
import { radioRenderer, selectRenderer, textareaRenderer } from './controls/choices.tsx';
import { checkboxRenderer } from './controls/checkbox.tsx';
import { consentRenderer } from './controls/consent.tsx';
import { fileUploadRenderer } from './controls/file-upload.tsx';

export type WidgetRegistry = Registry<ComponentType<WidgetProps>>;

export const BUILT_IN_RENDERERS: WidgetRenderer[] = [
  textRenderer,
  emailRenderer,
  pinRenderer,
  phoneRenderer,
  numberRenderer,
  moneyRenderer,
  dateRenderer,
  timeRenderer,
  dateTimeRenderer,
  selectRenderer,
  radioRenderer,
  textareaRenderer,
  checkboxRenderer,
  consentRenderer,
  fileUploadRenderer,
];

export function builtInRegistry(): WidgetRegistry {
  return createRegistry<ComponentType<WidgetProps>>([...BUILT_IN_RENDERERS]);
}

/** rjsf's fields map: every renderer also as a field, for object leaves (ui:field). */
export function fieldsOf(registry: WidgetRegistry): Record<string, ComponentType<FieldProps>> {
  return Object.fromEntries(registry.all().map((renderer) => [renderer.name, widgetAsField(renderer.component)]));
}

/** rjsf's widgets map: each renderer under its name, as the automatic uiSchema refers to them. */
export function widgetsOf(registry: WidgetRegistry): Record<string, ComponentType<WidgetProps>> {
  return Object.fromEntries(registry.all().map((renderer) => [renderer.name, renderer.component]));
}
