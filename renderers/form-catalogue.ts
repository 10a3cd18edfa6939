// Every schema form, by id: its schema (as compiled), its precompiled validator functions
// (src/generated/forms/catalogue.ts, from `npm run generate`, loaded on demand) and its own
// uiSchema (data, beside the schema as schemas/forms/**/<name>.ui.json when a form needs one).
// A form with country parts has a schema per country: the brokerage's is loaded
// (docs/adr/0083-an-address-schema-per-country.md).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { generatedForms } from '../src/generated/forms/catalogue.ts';
import type { FormTypes } from '../src/generated/forms/form-types.ts';
import { settledPromise } from './settled-promise.ts';
import { currentCountry } from '../src/i18n/country.ts';

export interface FormEntry {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
  uiSchema: UiSchema;
}

export type FormId = keyof typeof generatedForms;
/** The answers of form `F`, typed from its schema. */
export type FormAnswers<F extends FormId> = FormTypes[F];

const uiSchemas = import.meta.glob<UiSchema>('../schemas/forms/**/*.ui.json', { eager: true, import: 'default' });

/** Form ids as scripts/schema-messages.ts makes them: forms/claim/location.ui.json → claim-location. */
const uiSchemaById = new Map(Object.entries(uiSchemas).map(([path, ui]) => [path.replace('../schemas/forms/', '').replace(/\.ui\.json$/, '').replace(/\//g, '-'), ui]));

function uiSchemaOf(id: string): UiSchema {
  return uiSchemaById.get(id) ?? {};
}

/** A form's chunk did not load (offline, or gone after a deploy): its Retry may succeed. */
export class FormLoadError extends Error {
  constructor(readonly formId: string, cause: unknown) {
    super(`Form ${formId} could not be loaded`, { cause });
    this.name = 'FormLoadError';
  }
}

const loading = new Map<string, Promise<FormEntry>>();
const loaded = new Map<string, FormEntry>();

/** A form as one country has it. */
const keyOf = (id: FormId, country: string) => `${id}@${country}`;

/** The entry if it has loaded already (rendering it then needs no suspense). */
export function loadedFormEntry(id: FormId, country: string = currentCountry()): FormEntry | undefined {
  return loaded.get(keyOf(id, country));
}

/** A form's schema, validator and uiSchema for the country, loaded once (each form is a chunk of its own). */
export function loadFormEntry(id: FormId, country: string = currentCountry()): Promise<FormEntry> {
  const key = keyOf(id, country);
  let entry = loading.get(key);
  if (!entry) {
    const load: (country?: string) => Promise<{ schema: unknown; validateFns: unknown }> = generatedForms[id];
    entry = settledPromise(
      load(country).catch((cause: unknown) => {
        throw new FormLoadError(id, cause);
      }).then((generated) => ({
        schema: generated.schema as RJSFSchema,
        validateFns: generated.validateFns as unknown as ValidatorFunctions,
        uiSchema: uiSchemaOf(id),
      })),
    );
    // A failed load stays failed until retryFormEntry: the same rejected promise makes use() throw
    // (the form's error with Retry), where a new one on every render would suspend for ever.
    entry.then(
      (ready) => loaded.set(key, ready),
      () => undefined,
    );
    loading.set(key, entry);
  }
  return entry;
}

/** Forgets a failed load, so the next render loads the form again (its Retry). */
export function retryFormEntry(id: FormId, country: string = currentCountry()): void {
  const key = keyOf(id, country);
  if (!loaded.has(key)) loading.delete(key);
}
