// The built-in renderers: each is a tester and the rjsf widget it gives. A brand pack or an
// integrator registers more on the same registry with a higher rank.
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { createRegistry, type Registry } from './registry.ts';
import { and, formatIs, hasKeyword, or, rankWith, schemaTypeIs, widgetIs } from './testers.ts';
import { inputWidget } from './widgets/input-widget.tsx';
import { CheckboxWidget } from './widgets/checkbox-widget.tsx';

export type WidgetRegistry = Registry<ComponentType<WidgetProps>>;

export function builtInRegistry(): WidgetRegistry {
  return createRegistry<ComponentType<WidgetProps>>([
    { name: 'text', test: rankWith(1, schemaTypeIs('string')), component: inputWidget('text') },
    { name: 'email', test: rankWith(2, or(and(schemaTypeIs('string'), formatIs('email')), widgetIs('email'))), component: inputWidget('email') },
    { name: 'pin', test: rankWith(3, or(hasKeyword('x-renderer', 'pin'), widgetIs('pin'))), component: inputWidget('pin') },
    { name: 'phone', test: rankWith(2, or(and(schemaTypeIs('string'), formatIs('phone')), widgetIs('phone'))), component: inputWidget('phone') },
    { name: 'number', test: rankWith(1, or(schemaTypeIs('number'), schemaTypeIs('integer'))), component: inputWidget('number') },
    { name: 'checkbox', test: rankWith(1, schemaTypeIs('boolean')), component: CheckboxWidget },
    { name: 'consent', test: rankWith(3, or(hasKeyword('x-renderer', 'consent'), widgetIs('consent'))), component: CheckboxWidget },
  ]);
}

/** rjsf's widgets map: each renderer under its name, as the automatic uiSchema refers to them. */
export function widgetsOf(registry: WidgetRegistry): Record<string, ComponentType<WidgetProps>> {
  return Object.fromEntries(registry.all().map((renderer) => [renderer.name, renderer.component]));
}
