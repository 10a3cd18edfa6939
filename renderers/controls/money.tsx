// Money (CAD, 2 decimals): numbers marked `x-money: true`.
import type { WidgetRenderer } from '../widget-renderer.ts';
import { and, hasKeyword, or, rankWith, schemaTypeIs, widgetIs } from '../testers.ts';
import { MoneyWidget } from '../widgets/money-widget.tsx';

export const moneyRenderer: WidgetRenderer = { name: 'money', test: rankWith(3, or(and(schemaTypeIs('number'), hasKeyword('x-money', true)), widgetIs('money'))), component: MoneyWidget };
