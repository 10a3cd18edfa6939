// Numbers and integers, typed with either decimal separator.
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { rankWith, or, schemaTypeIs } from '../testers.ts';
import { inputWidget } from '../widgets/input-widget.tsx';

export const numberRenderer: FirstPaintRenderer = { name: 'number', test: rankWith(1, or(schemaTypeIs('number'), schemaTypeIs('integer'))), component: inputWidget('number') };
