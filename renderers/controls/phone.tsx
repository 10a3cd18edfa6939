// Phone number: tel keypad (format phone).
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { rankWith, and, formatIs, or, schemaTypeIs, widgetIs } from '../testers.ts';
import { inputWidget } from '../widgets/input-widget.tsx';

export const phoneRenderer: FirstPaintRenderer = { name: 'phone', test: rankWith(2, or(and(schemaTypeIs('string'), formatIs('phone')), widgetIs('phone'))), component: inputWidget('phone') };
