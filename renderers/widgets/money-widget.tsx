// Money in CAD with 2 decimals: typed freely (either decimal separator), shown formatted in the
// locale when the field is left ('$1,234.50' / '1 234,50 $'). The value is a number.
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { ariaInvalid } from '../visible-errors.ts';
import { ariaDescribedByIds } from '@rjsf/utils';
import { formatCad } from '../../src/i18n/money.ts';

export function parseMoney(text: string): number | undefined {
  const cleaned = text.replace(/[\s\u00a0\u202f$]/g, '').replace(/,(\d{1,2})$/, '.$1').replace(/,/g, '');
  if (cleaned === '') return undefined;
  const value = Number(cleaned);
  // Not rounded: more than 2 decimals gets a message (money-rules.ts), never a silent change.
  return Number.isFinite(value) ? value : undefined;
}

/**
 * The form's value for what is typed: the amount, nothing when empty, or the text itself when it is
 * not an amount ("abc"), so the field says it is not valid rather than that it is required.
 */
function moneyValue(text: string): number | string | undefined {
  return parseMoney(text) ?? (text.trim() === '' ? undefined : text);
}

export function MoneyWidget({ id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const intl = useIntl();
  const format = (n: unknown) => (typeof n === 'number' ? formatCad(intl, n) : typeof n === 'string' ? n : '');
  const [text, setText] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const selectAfterSwap = useRef(false);
  // Focus swaps the formatted amount for the plain number after the browser placed the caret or
  // selected the text; selecting it all again makes typing replace the amount, not append to it.
  // The mouseup of the click that focused would collapse that selection, so it is cancelled once.
  const focusedByPointer = useRef(false);
  useLayoutEffect(() => {
    if (selectAfterSwap.current) {
      selectAfterSwap.current = false;
      input.current?.select();
    }
  }, [text]);
  return (
    <input
      ref={input}
      id={id}
      name={id}
      className="form-input money-input"
      inputMode="decimal"
      value={text ?? format(value)}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={ariaInvalid(id, rawErrors, registry)}
      aria-describedby={ariaDescribedByIds(id)}
      onMouseUp={(event) => {
        if (focusedByPointer.current) event.preventDefault();
        focusedByPointer.current = false;
      }}
      onFocus={() => {
        selectAfterSwap.current = true;
        focusedByPointer.current = true;
        setText(typeof value === 'number' ? String(value) : '');
        onFocus(id, value);
      }}
      onChange={(event) => {
        setText(event.target.value);
        onChange(moneyValue(event.target.value));
      }}
      onBlur={(event) => {
        setText(null);
        onBlur(id, moneyValue(event.target.value));
      }}
    />
  );
}
