// Date, time and date-time strings (formats date, time, date-time) with native pickers.
import type { WidgetRenderer } from '../widget-renderer.ts';
import { and, formatIs, hasKeyword, or, rankWith, schemaTypeIs } from '../testers.ts';
import { nativeInputWidget } from '../widgets/native-input-widget.tsx';

export const dateRenderer: WidgetRenderer = { name: 'date', test: rankWith(2, and(schemaTypeIs('string'), formatIs('date'))), component: nativeInputWidget('date') };
// `x-renderer: time` is a local HH:MM (the picker's value); `format: time` is RFC 3339's.
export const timeRenderer: WidgetRenderer = { name: 'time', test: rankWith(2, and(schemaTypeIs('string'), or(formatIs('time'), hasKeyword('x-renderer', 'time')))), component: nativeInputWidget('time') };
export const dateTimeRenderer: WidgetRenderer = { name: 'date-time', test: rankWith(2, and(schemaTypeIs('string'), formatIs('date-time'))), component: nativeInputWidget('datetime-local') };
