// Error messages of schema forms: message ids resolve by a fallback chain —
// `form.<form>.<field path>.error.<keyword>` first, then `field.<field name>.error.<keyword>` (a
// field that reads the same in every form, e.g. a payment amount), then `error.<keyword>` — with
// the field's label, the keyword's limit and the field's bounds ({min}, {max}, {numCharacters})
// from its schema as ICU values.
import { defineMessages, type MessageDescriptor } from 'react-intl';

export const genericErrorMessages = defineMessages({
  required: { id: 'error.required', defaultMessage: '{label} is required' },
  format: { id: 'error.format', defaultMessage: '{label} is not valid' },
  pattern: { id: 'error.pattern', defaultMessage: '{label} is not valid' },
  type: { id: 'error.type', defaultMessage: '{label} is not valid' },
  maxLength: { id: 'error.maxLength', defaultMessage: '{label} must be at most {limit} characters' },
  minLength: { id: 'error.minLength', defaultMessage: '{label} must be at least {limit} characters' },
  minimum: { id: 'error.minimum', defaultMessage: '{label} must be at least {limit}' },
  maximum: { id: 'error.maximum', defaultMessage: '{label} must be at most {limit}' },
  const: { id: 'error.const', defaultMessage: 'Please accept these terms' },
  enum: { id: 'error.enum', defaultMessage: 'Please choose one of the options' },
  sameAs: { id: 'error.sameAs', defaultMessage: '{label} does not match' },
  notAfterToday: { id: 'error.notAfterToday', defaultMessage: '{label} cannot be in the future' },
  notBeforeToday: { id: 'error.notBeforeToday', defaultMessage: '{label} cannot be in the past' },
  maxYearsAhead: { id: 'error.maxYearsAhead', defaultMessage: '{label} must be {limit, number, ::group-off} or earlier' },
  minYearsAhead: { id: 'error.minYearsAhead', defaultMessage: '{label} must be {limit, number, ::group-off} or later' },
  monthNotPast: { id: 'error.monthNotPast', defaultMessage: '{label} is in the past' },
  luhn: { id: 'error.luhn', defaultMessage: '{label} is not valid: please check the digits' },
  subCents: { id: 'error.subCents', defaultMessage: '{label} can have at most 2 decimals (cents)' },
});

/** Texts of fields by name, the same in every form that has the field (docs/product-rules.md#form-rules). */
const fieldNameErrorMessages = defineMessages({
  amountMinimum: { id: 'field.amount.error.minimum', defaultMessage: 'The amount must be between {min} and {max}' },
  amountSubCents: { id: 'field.amount.error.subCents', defaultMessage: 'The amount can have at most 2 decimals (cents)' },
  amountMaximum: { id: 'field.amount.error.maximum', defaultMessage: 'The amount must be between {min} and {max}' },
  routingNumberPattern: { id: 'field.routingNumber.error.pattern', defaultMessage: '{label} must contain digits only' },
  routingNumberMinLength: { id: 'field.routingNumber.error.minLength', defaultMessage: '{label} must be {numCharacters} digits' },
  routingNumberMaxLength: { id: 'field.routingNumber.error.maxLength', defaultMessage: '{label} must be {numCharacters} digits' },
  accountNumberPattern: { id: 'field.accountNumber.error.pattern', defaultMessage: '{label} must contain digits only' },
  accountNumberConfirmationPattern: { id: 'field.accountNumberConfirmation.error.pattern', defaultMessage: '{label} must contain digits only' },
  accountNumberConfirmationSameAs: { id: 'field.accountNumberConfirmation.error.sameAs', defaultMessage: 'The account numbers do not match' },
  quantityMinimum: { id: 'field.quantity.error.minimum', defaultMessage: '{label} is not valid' },
  quantityMaximum: { id: 'field.quantity.error.maximum', defaultMessage: '{label} is not valid' },
  priceMinimum: { id: 'field.price.error.minimum', defaultMessage: '{label} is not valid' },
  priceMaximum: { id: 'field.price.error.maximum', defaultMessage: '{label} is not valid' },
  cvcPattern: { id: 'field.cvc.error.pattern', defaultMessage: '{label} must be 3 or 4 digits' },
  cardNumberPattern: { id: 'field.cardNumber.error.pattern', defaultMessage: '{label} must be 13 to 19 digits' },
  expiryYearMinYearsAhead: { id: 'field.expiryYear.error.minYearsAhead', defaultMessage: 'This card has expired' },
  expiryMonthMonthNotPast: { id: 'field.expiryMonth.error.monthNotPast', defaultMessage: 'This card has expired' },
  phonePattern: { id: 'field.phone.error.pattern', defaultMessage: '{label} must be a phone number, e.g. 416-555-0199' },
});

/** Field-specific texts, where docs/product-rules.md#form-rules words them. */
const fieldErrorMessages = defineMessages({
  loginEmailRequired: { id: 'form.login.email.error.required', defaultMessage: 'Email is required' },
  loginEmailFormat: { id: 'form.login.email.error.format', defaultMessage: 'The input is not valid email' },
  loginPinRequired: { id: 'form.login.pin.error.required', defaultMessage: 'PIN Code is required!' },
  loginPinMaxLength: { id: 'form.login.pin.error.maxLength', defaultMessage: 'PIN Code is too long!' },
  loginPinMinLength: { id: 'form.login.pin.error.minLength', defaultMessage: 'PIN Code is too short!' },
  loginPinPattern: { id: 'form.login.pin.error.pattern', defaultMessage: 'The PIN code has digits only.' },
  loginTermsConst: { id: 'form.login.terms.error.const', defaultMessage: 'Please accept Terms of Service!' },
  paymentTypeRequired: { id: 'form.payment-type.paymentType.error.required', defaultMessage: 'Please select a payment type' },
  paymentPoliciesRequired: { id: 'form.payment-policies.selectedPaymentPolicies.error.required', defaultMessage: 'Please choose at least one policy to pay' },
  paymentPoliciesMinItems: { id: 'form.payment-policies.selectedPaymentPolicies.error.minItems', defaultMessage: 'Please choose at least one policy to pay' },
});

const byId = new Map<string, MessageDescriptor>(
  [...Object.values(genericErrorMessages), ...Object.values(fieldNameErrorMessages), ...Object.values(fieldErrorMessages)].map((m) => [m.id as string, m]),
);

/** The descriptor for an error, following the fallback chain; undefined for an unknown keyword. */
export function errorMessageFor(form: string, fieldPath: string, keyword: string): MessageDescriptor | undefined {
  const name = fieldPath.split('.').filter((part) => !/^\d+$/.test(part)).at(-1) ?? '';
  return byId.get(`form.${form}.${fieldPath}.error.${keyword}`) ?? byId.get(`field.${name}.error.${keyword}`) ?? byId.get(`error.${keyword}`);
}

/** ICU values of a field's bounds, from its schema: {min}, {max} and {numCharacters} (a fixed length). */
export function boundsOf(node: { minimum?: number; maximum?: number; minLength?: number; maxLength?: number }): Record<string, number | undefined> {
  return {
    min: node.minimum ?? node.minLength,
    max: node.maximum ?? node.maxLength,
    numCharacters: node.minLength !== undefined && node.minLength === node.maxLength ? node.maxLength : undefined,
  };
}

/** ICU values of a keyword's limits, by ajv's params. */
export function limitOf(params: Record<string, unknown> | undefined): number | string | undefined {
  const limit = params?.limit ?? params?.allowedValue;
  return typeof limit === 'number' || typeof limit === 'string' ? limit : undefined;
}
