// PIN code: numeric keypad, one-time-code autofill (x-renderer: pin).
import type { FirstPaintRenderer } from '../widget-renderer.ts';
import { rankWith, hasKeyword, or, widgetIs } from '../testers.ts';
import { inputWidget } from '../widgets/input-widget.tsx';

export const pinRenderer: FirstPaintRenderer = { name: 'pin', test: rankWith(3, or(hasKeyword('x-renderer', 'pin'), widgetIs('pin'))), component: inputWidget('pin') };
