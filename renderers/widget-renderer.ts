import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Renderer } from './registry.ts';

/** A renderer whose component is an rjsf widget. */
export type WidgetRenderer = Renderer<ComponentType<WidgetProps>>;
