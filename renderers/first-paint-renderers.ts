// The renderers a form's first paint can show before the form engine has loaded: text-like inputs
// and checkboxes, which need none of rjsf's fields, templates or validation to appear. The same
// renderer objects as the engine's, with the same ranks: one vocabulary of widgets
// (docs/adr/0086-login-before-the-form-engine.md).
import { createRegistry, type Registry } from './registry.ts';
import type { FirstPaintRenderer } from './widget-renderer.ts';
import { textRenderer } from './controls/text.tsx';
import { emailRenderer } from './controls/email.tsx';
import { pinRenderer } from './controls/pin.tsx';
import { phoneRenderer } from './controls/phone.tsx';
import { numberRenderer } from './controls/number.tsx';
import { checkboxRenderer } from './controls/checkbox.tsx';
import { consentRenderer } from './controls/consent.tsx';

export const FIRST_PAINT_RENDERERS: readonly FirstPaintRenderer[] = [textRenderer, emailRenderer, pinRenderer, phoneRenderer, numberRenderer, checkboxRenderer, consentRenderer];

export function firstPaintRegistry(): Registry<FirstPaintRenderer['component']> {
  return createRegistry([...FIRST_PAINT_RENDERERS]);
}
