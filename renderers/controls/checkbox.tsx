// Boolean as a checkbox.
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { rankWith, schemaTypeIs } from '../testers.ts';
import { CheckboxWidget } from '../widgets/checkbox-widget.tsx';

export const checkboxRenderer: FirstPaintRenderer = { name: 'checkbox', test: rankWith(1, schemaTypeIs('boolean')), component: CheckboxWidget };
