// The payment forms' own renderers, registered over the built-in ones for the payment flow only:
// - the policies to pay (`x-choices: paymentPolicies`, an array of policy ids): a checkbox list of
//   the options' policies with what each owes, from formContext, and the total of those chosen;
// - the payment type (`x-choices: paymentTypes`): radios of the types the chosen policies allow;
// - the card number (`x-luhn`): digits in groups as typed, the brand shown, autocomplete cc-number.
// The choices are the server's at run time, which a precompiled schema cannot hold as an enum.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ariaDescribedByIds, descriptionId, errorId, optionId, type WidgetProps } from '@rjsf/utils';
import type { PaymentPolicy } from '../../api/generated/api-types.ts';
import { builtInRegistry, type FormRegistry } from '../../../renderers/built-in-renderers.ts';
import type { WidgetRenderer } from '../../../renderers/widget-renderer.ts';
import { and, hasKeyword, isEnum, rankWith, schemaTypeIs } from '../../../renderers/testers.ts';
import { ariaInvalid, errorsShown } from '../../../renderers/visible-errors.ts';
import { cardBrand } from '../../../renderers/luhn.ts';
import { RadioGroup } from '../../../renderers/widgets/choice-widgets.tsx';
import { amountDue, cardDigits, groupedCardNumber, type PaymentType } from './payment-steps.ts';
import { brandMessages, lineMessages, paymentFormMessages as m, paymentValueMessages as mv } from './payments-messages.ts';
import { formatMoney } from '../../i18n/money.ts';
import { formatLongDate } from '../../i18n/long-date.ts';

/** What the payment renderers read from formContext. */
export interface PaymentFormContext {
  paymentPolicies?: readonly PaymentPolicy[];
  paymentTypes?: readonly PaymentType[];
}

function contextOf(registry: WidgetProps['registry']): PaymentFormContext {
  return (registry.formContext ?? {}) as PaymentFormContext;
}

function Errors({ id, rawErrors, registry }: Pick<WidgetProps, 'id' | 'rawErrors' | 'registry'>) {
  const errors = errorsShown(id, registry) ? (rawErrors ?? []).filter(Boolean) : [];
  if (errors.length === 0) return null;
  return (
    <p className="field-error" id={errorId(id)} role="alert">
      {errors.join(' ')}
    </p>
  );
}

function PolicyChoicesWidget({ id, value, label, required, disabled, readonly, rawErrors, schema, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const intl = useIntl();
  const policies = contextOf(registry).paymentPolicies ?? [];
  const chosen: string[] = Array.isArray(value) ? (value as string[]) : [];
  const money = (n: number) => formatMoney(intl, n);
  const toggle = (policyId: string, on: boolean) => {
    const next = on ? [...chosen.filter((c) => c !== policyId), policyId] : chosen.filter((c) => c !== policyId);
    // In the options' order, so the answer reads the same however it was ticked.
    onChange(policies.map((policy) => policy.id).filter((pid) => next.includes(pid)));
  };
  const total = amountDue(policies.filter((policy) => chosen.includes(policy.id)));
  const description = (schema as { description?: string }).description;
  return (
    <fieldset className="form-field payment-policy-choices" id={id} aria-describedby={ariaDescribedByIds(id)} aria-invalid={ariaInvalid(id, rawErrors, registry)}>
      <legend>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      {description && <p className="field-hint" id={descriptionId(id)}>{description}</p>}
      <ul className="payment-policy-list">
        {policies.map((policy, index) => {
          const optId = optionId(id, index);
          const due = policy.amountDue > 0
            ? intl.formatMessage(mv.due, { amount: money(policy.amountDue), date: formatLongDate(intl, new Date(`${policy.dueDate}T12:00:00`), { dateStyle: 'long' }) })
            : intl.formatMessage(m.nothingDue);
          return (
            <li key={policy.id} className="form-checkbox payment-policy">
              <input
                id={optId}
                type="checkbox"
                name={id}
                checked={chosen.includes(policy.id)}
                disabled={disabled || readonly}
                onChange={(event) => toggle(policy.id, event.target.checked)}
                onBlur={() => onBlur(id, value)}
                onFocus={() => onFocus(id, value)}
              />
              <label htmlFor={optId}>
                <span className="payment-policy-number">{policy.policyNumber}</span>
                <span className="payment-policy-detail">
                  {intl.formatMessage(lineMessages[policy.lineOfBusiness])} · {policy.insuranceCompany}
                </span>
                <span className="payment-policy-due">{due}</span>
              </label>
            </li>
          );
        })}
      </ul>
      {chosen.length > 0 && <p className="payment-total" aria-live="polite">{intl.formatMessage(mv.totalDue, { amount: money(total) })}</p>}
      <Errors id={id} rawErrors={rawErrors} registry={registry} />
    </fieldset>
  );
}

function PaymentTypeWidget({ id, value, label, disabled, readonly, rawErrors, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const intl = useIntl();
  const allowed = contextOf(registry).paymentTypes;
  // Labels as the form gives them (translated through ui:enumNames), narrowed to what is offered.
  const choices = (options.enumOptions ?? []).filter((option) => !allowed || allowed.includes(option.value as PaymentType));
  if (choices.length === 0) return <p className="field-hint" role="alert">{intl.formatMessage(m.noPaymentType)}</p>;
  const all = options.enumOptions ?? [];
  const radios = choices.map((choice) => ({ value: choice.value, label: choice.label, index: all.indexOf(choice) }));
  return <RadioGroup id={id} value={value} label={label} disabled={disabled} readonly={readonly} rawErrors={rawErrors} registry={registry} onChange={onChange} onBlur={onBlur} onFocus={onFocus} choices={radios} />;
}

function CardNumberWidget({ id, value, required, disabled, readonly, rawErrors, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const intl = useIntl();
  const brandId = useId();
  const digits = typeof value === 'string' ? value : '';
  // As typed while the field has focus (the caret stays put), in groups once left.
  const [typed, setTyped] = useState<string | null>(null);
  const brand = cardBrand(digits);
  return (
    <div className="card-number">
      <input
        id={id}
        name={id}
        className="form-input"
        type="text"
        inputMode="numeric"
        autoComplete="cc-number"
        spellCheck={false}
        value={typed ?? groupedCardNumber(digits)}
        required={required}
        disabled={disabled || readonly}
        maxLength={23}
        aria-invalid={ariaInvalid(id, rawErrors, registry)}
        aria-describedby={`${ariaDescribedByIds(id)} ${brandId}`}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = cardDigits(event.target.value);
          onChange(next === '' ? undefined : next);
        }}
        onBlur={(event) => {
          setTyped(null);
          onBlur(id, cardDigits(event.target.value) || undefined);
        }}
        onFocus={() => onFocus(id, value)}
      />
      <span id={brandId} className={`card-brand${brand ? ` brand-${brand}` : ''}`} aria-live="polite">
        {brand ? intl.formatMessage(mv.cardBrand, { brand: intl.formatMessage(brandMessages[brand]) }) : ''}
      </span>
    </div>
  );
}

const policyChoicesRenderer: WidgetRenderer = {
  name: 'paymentPolicies',
  test: rankWith(6, and(schemaTypeIs('array'), hasKeyword('x-choices', 'paymentPolicies'))),
  component: PolicyChoicesWidget,
};

const paymentTypeRenderer: WidgetRenderer = {
  name: 'paymentType',
  test: rankWith(6, and(isEnum(), hasKeyword('x-choices', 'paymentTypes'))),
  component: PaymentTypeWidget,
};

const cardNumberRenderer: WidgetRenderer = {
  name: 'cardNumber',
  test: rankWith(6, and(schemaTypeIs('string'), hasKeyword('x-luhn', true))),
  component: CardNumberWidget,
};

/** The built-in renderers plus the payment ones. */
export function paymentRegistry(): FormRegistry {
  return builtInRegistry().register(policyChoicesRenderer).register(paymentTypeRenderer).register(cardNumberRenderer);
}
