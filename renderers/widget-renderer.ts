import type { ComponentType, ReactNode } from 'react';
import type { FieldProps, Registry, WidgetProps } from '@rjsf/utils';
import type { Renderer } from './registry.ts';

/**
 * What the first-paint widgets read of rjsf's WidgetProps, and all a form's first paint gives them
 * before the engine has loaded (first-paint-form.tsx, docs/adr/0086-login-before-the-form-engine.md).
 * rjsf passes the whole WidgetProps, which holds these.
 */
export type FirstPaintWidgetProps = Pick<WidgetProps, 'id' | 'value' | 'label' | 'required' | 'disabled' | 'readonly' | 'placeholder' | 'rawErrors' | 'onChange' | 'onBlur' | 'onFocus'> & {
  schema: { readonly maxLength?: unknown };
  options: { readonly autocomplete?: unknown };
  registry: Pick<Registry, 'formContext'>;
};

/** A widget renderer the first paint can show too: the same renderer, ranked as in the engine. */
export type FirstPaintRenderer = Renderer<(props: FirstPaintWidgetProps) => ReactNode> & { kind?: 'widget' };

/** A renderer whose component is an rjsf widget: it edits one value. */
export type WidgetRenderer = Renderer<ComponentType<WidgetProps>> & { kind?: 'widget' };

/** A renderer whose component is an rjsf field: it renders a whole node (a group, a lookup). */
export type FieldRenderer = Renderer<ComponentType<FieldProps>> & { kind: 'field' };

export type FormRenderer = WidgetRenderer | FieldRenderer;

export type FormComponent = ComponentType<WidgetProps> | ComponentType<FieldProps>;
