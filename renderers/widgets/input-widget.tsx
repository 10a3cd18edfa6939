// Text-like inputs (text, e-mail, PIN, phone, number): one component, the kind decides type,
// inputMode and autocomplete (the uiSchema's `ui:autocomplete` wins). Label, help and errors are tied to it by the field template's ids.
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import type { FirstPaintWidgetProps } from '../widget-renderer.ts';
import { ariaInvalid } from '../visible-errors.ts';
// The id helpers alone (deep path), so a form's first paint does not pull the rest of rjsf's utilities.
import { ariaDescribedByIds } from '@rjsf/utils/lib/idGenerators.js';
import { decimalText, parseDecimal } from '../parse-decimal.ts';
import { typedText } from '../typed-text.ts';

type InputKind = 'text' | 'email' | 'pin' | 'phone' | 'number';

const KIND: Record<InputKind, { type: string; inputMode?: 'text' | 'email' | 'numeric' | 'tel' | 'decimal'; autoComplete?: string }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  pin: { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  number: { type: 'text', inputMode: 'decimal' },
};

export function inputWidget(kind: InputKind) {
  const settings = KIND[kind];
  function InputWidget({ id, value, required, disabled, readonly, placeholder, rawErrors, onChange, onBlur, onFocus, schema, registry, options }: FirstPaintWidgetProps) {
    const { locale } = useIntl();
    // A number is read in the user's language ('1 234,5' in French, '1,234.5' in English);
    // text that is no number is kept, so the field says it is not valid.
    const parse = (text: string): unknown => {
      if (typedText(text) === undefined) return undefined;
      // A PIN copied from an e-mail often comes with a space around or inside it ('123 456 ').
      if (kind === 'pin') return text.replace(/\s/g, '');
      if (kind !== 'number') return text;
      return parseDecimal(text, locale) ?? text;
    };
    // While typing a number, the text is kept as typed ('3,' must not collapse to 3); so is text of
    // only spaces, which answers nothing (typedText) yet stays in the field until it is left.
    const [draft, setDraft] = useState<string | null>(null);
    const shown = draft ?? (value === undefined || value === null ? '' : typeof value === 'number' ? decimalText(value, locale) : String(value));
    // RJSF's `autofocus` (ui:autofocus) is not passed on: no form uses it, and focus moved on load
    // disorients screen reader users (jsx-a11y/no-autofocus).
    return (
      <input
        id={id}
        name={id}
        className="form-input"
        type={settings.type}
        inputMode={settings.inputMode}
        // A form's `ui:autocomplete` (e.g. cc-name, postal-code) wins over the kind's own.
        autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : settings.autoComplete}
        value={shown}
        required={required}
        disabled={disabled || readonly}
        placeholder={placeholder}
        maxLength={kind === 'pin' && typeof schema.maxLength === 'number' ? schema.maxLength + 4 : undefined}
        aria-invalid={ariaInvalid(id, rawErrors, registry)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (kind === 'number' || (event.target.value !== '' && typedText(event.target.value) === undefined)) setDraft(event.target.value);
          else setDraft(null);
          onChange(parse(event.target.value));
        }}
        onBlur={(event) => {
          setDraft(null);
          onBlur(id, parse(event.target.value));
        }}
        onFocus={(event) => onFocus(id, parse(event.target.value))}
      />
    );
  }
  InputWidget.displayName = `InputWidget(${kind})`;
  return InputWidget;
}
