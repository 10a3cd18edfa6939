// Money in CAD with 2 decimals: typed in the user's language (parse-decimal.ts), shown formatted in the
// locale when the field is left ('$1,234.50' / '1 234,50 $'). The value is a number.
import { useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@rjsf/utils';
import { ariaInvalid } from '../visible-errors.ts';
import { ariaDescribedByIds } from '@rjsf/utils';
import { formatMoney } from '../../src/i18n/money.ts';
import { hasSubCents } from '../money-rules.ts';
import { decimalText, parseDecimal } from '../parse-decimal.ts';

/** An amount typed in `locale`, '$' and spaces aside: not rounded, so more than 2 decimals gets a
 * message (money-rules.ts), never a silent change. */
export function parseMoney(text: string, locale: string): number | undefined {
  return parseDecimal(text.replace(/\$/g, ''), locale);
}

/**
 * The form's value for what is typed: the amount, nothing when empty, or the text itself when it is
 * not an amount ("abc"), so the field says it is not valid rather than that it is required.
 */
function moneyValue(text: string, locale: string): number | string | undefined {
  return parseMoney(text, locale) ?? (text.trim() === '' ? undefined : text);
}

export function MoneyWidget({ id, value, required, disabled, readonly, rawErrors, onChange, onBlur, onFocus, registry }: WidgetProps) {
  const intl = useIntl();
  // An amount with more than 2 decimals stays as typed beside its error: formatted, it would show
  // rounded ($1.23 for 1.234) next to a message saying it has too many decimals.
  const format = (n: unknown) => {
    if (typeof n === 'number') return hasSubCents(n) ? decimalText(n, intl.locale) : formatMoney(intl, n);
    return typeof n === 'string' ? n : '';
  };
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
        setText(typeof value === 'number' ? decimalText(value, intl.locale) : typeof value === 'string' ? value : '');
        onFocus(id, value);
      }}
      onChange={(event) => {
        setText(event.target.value);
        onChange(moneyValue(event.target.value, intl.locale));
      }}
      onBlur={(event) => {
        setText(null);
        onBlur(id, moneyValue(event.target.value, intl.locale));
      }}
    />
  );
}
