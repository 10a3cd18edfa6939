// Consent checkbox that must be ticked (x-renderer: consent, with `enum: [true]` in the schema).
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { hasKeyword, or, rankWith, widgetIs } from '../testers.ts';
import { CheckboxWidget } from '../widgets/checkbox-widget.tsx';

export const consentRenderer: FirstPaintRenderer = { name: 'consent', test: rankWith(3, or(hasKeyword('x-renderer', 'consent'), widgetIs('consent'))), component: CheckboxWidget };
