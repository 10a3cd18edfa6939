// Single-line text: any string.
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { rankWith, schemaTypeIs } from '../testers.ts';
import { inputWidget } from '../widgets/input-widget.tsx';

export const textRenderer: FirstPaintRenderer = { name: 'text', test: rankWith(1, schemaTypeIs('string')), component: inputWidget('text') };
