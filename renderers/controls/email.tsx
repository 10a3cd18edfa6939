// E-mail address: format email.
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { rankWith, and, formatIs, or, schemaTypeIs, widgetIs } from '../testers.ts';
import { inputWidget } from '../widgets/input-widget.tsx';

export const emailRenderer: FirstPaintRenderer = { name: 'email', test: rankWith(2, or(and(schemaTypeIs('string'), formatIs('email')), widgetIs('email'))), component: inputWidget('email') };
