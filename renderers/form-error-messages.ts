// Error messages of schema forms: message ids resolve by a fallback chain —
// `form.<form>.<field path>.error.<keyword>` first, then `error.<keyword>` — with the field's
// label and the keyword's limits as ICU values.
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
});

/** Field-specific texts, where SPEC §5 words them. */
export const fieldErrorMessages = defineMessages({
  loginEmailRequired: { id: 'form.login.email.error.required', defaultMessage: 'Email is required' },
  loginEmailFormat: { id: 'form.login.email.error.format', defaultMessage: 'The input is not valid email' },
  loginPinRequired: { id: 'form.login.pin.error.required', defaultMessage: 'PIN Code is required!' },
  loginPinMaxLength: { id: 'form.login.pin.error.maxLength', defaultMessage: 'PIN Code is too long!' },
  loginTermsConst: { id: 'form.login.terms.error.const', defaultMessage: 'Please accept Terms of Service!' },
});

const byId = new Map<string, MessageDescriptor>(
  [...Object.values(genericErrorMessages), ...Object.values(fieldErrorMessages)].map((m) => [m.id as string, m]),
);

/** The descriptor for an error, following the fallback chain; undefined for an unknown keyword. */
export function errorMessageFor(form: string, fieldPath: string, keyword: string): MessageDescriptor | undefined {
  return byId.get(`form.${form}.${fieldPath}.error.${keyword}`) ?? byId.get(`error.${keyword}`);
}

/** ICU values of a keyword's limits, by ajv's params. */
export function limitOf(params: Record<string, unknown> | undefined): number | string | undefined {
  const limit = params?.limit ?? params?.allowedValue;
  return typeof limit === 'number' || typeof limit === 'string' ? limit : undefined;
}
