import type { ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { Renderer } from './registry.ts';

/** A renderer whose component is an rjsf widget: it edits one value. */
export type WidgetRenderer = Renderer<ComponentType<WidgetProps>> & { kind?: 'widget' };

/** A renderer whose component is an rjsf field: it renders a whole node (a group, a lookup). */
export type FieldRenderer = Renderer<ComponentType<FieldProps>> & { kind: 'field' };

export type FormRenderer = WidgetRenderer | FieldRenderer;

export type FormComponent = ComponentType<WidgetProps> | ComponentType<FieldProps>;
