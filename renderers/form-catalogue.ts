// Every schema form, by id: its schema (as compiled), its precompiled validator functions
// (src/generated/forms/catalogue.ts, from `npm run generate`, loaded on demand) and its own
// uiSchema (data, beside the schema as schemas/forms/**/<name>.ui.json when a form needs one).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { generatedForms } from '../src/generated/forms/catalogue.ts';
import type { FormTypes } from '../src/generated/forms/form-types.ts';
import { settledPromise } from './settled-promise.ts';

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

const loading = new Map<FormId, Promise<FormEntry>>();
const loaded = new Map<FormId, FormEntry>();

/** The entry if it has loaded already (rendering it then needs no suspense). */
export function loadedFormEntry(id: FormId): FormEntry | undefined {
  return loaded.get(id);
}

/** A form's schema, validator and uiSchema, loaded once (each form is a chunk of its own). */
export function loadFormEntry(id: FormId): Promise<FormEntry> {
  let entry = loading.get(id);
  if (!entry) {
    entry = settledPromise(
      generatedForms[id]().then((generated) => ({
        schema: generated.schema as RJSFSchema,
        validateFns: generated.validateFns as unknown as ValidatorFunctions,
        uiSchema: uiSchemaOf(id),
      })),
    );
    entry.then(
      (ready) => loaded.set(id, ready),
      () => loading.delete(id), // A failed load may be retried.
    );
    loading.set(id, entry);
  }
  return entry;
}
