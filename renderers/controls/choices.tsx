// Enums as a select (default) or radio buttons (`ui:widget: radio` or `x-renderer: radio`), and
// long text as a textarea (`ui:options: { multiline: true }` or `x-renderer: textarea`).
import type { WidgetRenderer } from '../widget-renderer.ts';
import { and, hasKeyword, isEnum, optionIs, or, rankWith, schemaTypeIs, widgetIs } from '../testers.ts';
import { RadioWidget, SelectWidget, TextareaWidget } from '../widgets/choice-widgets.tsx';

export const selectRenderer: WidgetRenderer = { name: 'select', test: rankWith(2, isEnum()), component: SelectWidget };
export const radioRenderer: WidgetRenderer = { name: 'radio', test: rankWith(4, and(isEnum(), or(widgetIs('radio'), hasKeyword('x-renderer', 'radio')))), component: RadioWidget };
export const textareaRenderer: WidgetRenderer = { name: 'textarea', test: rankWith(2, and(schemaTypeIs('string'), or(optionIs('multiline'), hasKeyword('x-renderer', 'textarea')))), component: TextareaWidget };
