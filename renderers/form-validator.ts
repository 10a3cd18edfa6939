// A form's validator (precompiled, no eval) and the full check of a value against the form: the
// schema through ajv plus the data keywords checked beside it (x-sameAs, x-luhn, money's cents, relative dates). The form
// engine and the flow's completion rule ("completed means valid") use the same check.
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { loadFormEntry, loadedFormEntry, type FormEntry, type FormId } from './form-catalogue.ts';
import { sameAsMismatches } from './same-as.ts';
import { relativeRuleErrors } from './relative-rules.ts';
import { luhnMismatches } from './luhn.ts';
import { subCentMismatches } from './money-rules.ts';

// By entry: a form with country parts has one per country (form-catalogue.ts).
const validators = new WeakMap<FormEntry, ReturnType<typeof createPrecompiledValidator>>();

export function validatorFor(_id: FormId, entry: FormEntry): ReturnType<typeof createPrecompiledValidator> {
  let validator = validators.get(entry);
  if (!validator) {
    validator = createPrecompiledValidator(entry.validateFns, entry.schema);
    validators.set(entry, validator);
  }
  return validator;
}

function validWith(id: FormId, entry: FormEntry, data: unknown, now: Date): boolean {
  const value = (data ?? {}) as Record<string, unknown>;
  const { errors } = validatorFor(id, entry).validateFormData(value, entry.schema as RJSFSchema);
  return (
    errors.length === 0 &&
    sameAsMismatches(entry.schema as never, value).length === 0 &&
    luhnMismatches(entry.schema as never, value).length === 0 &&
    subCentMismatches(entry.schema as never, value).length === 0 &&
    relativeRuleErrors(entry.schema as never, value, now).length === 0
  );
}

/** Whether `data` is a valid answer to the form (as the country has it): synchronously when the form has loaded, else after loading it. */
export function isValidFormData(id: FormId, data: unknown, now: Date = new Date(), country?: string): boolean | Promise<boolean> {
  const entry = loadedFormEntry(id, country);
  if (entry) return validWith(id, entry, data, now);
  return loadFormEntry(id, country).then((loaded) => validWith(id, loaded, data, now));
}
