// A widget whose blur reaches the form only once a press that caused it has become a click: blur
// validation can add or remove an error line above a button, and a button that moves between the
// press and the release loses the click (the first click on Next after fixing a field).
import type { ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { afterPointerRelease } from './visible-errors.ts';

const wrapped = new WeakMap<ComponentType<WidgetProps>, ComponentType<WidgetProps>>();

export function withDeferredBlur(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  let component = wrapped.get(Widget);
  if (!component) {
    component = function DeferredBlurWidget(props: WidgetProps) {
      const { onBlur } = props;
      return <Widget {...props} onBlur={(id: string, value: unknown) => afterPointerRelease(() => onBlur(id, value))} />;
    };
    wrapped.set(Widget, component);
  }
  return component;
}
