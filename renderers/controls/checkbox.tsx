// Boolean as a checkbox.
import type { WidgetRenderer } from '../widget-renderer.ts';
import { rankWith, schemaTypeIs } from '../testers.ts';
import { CheckboxWidget } from '../widgets/checkbox-widget.tsx';

export const checkboxRenderer: WidgetRenderer = { name: 'checkbox', test: rankWith(1, schemaTypeIs('boolean')), component: CheckboxWidget };
