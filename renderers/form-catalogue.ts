// Every schema form, by id: its schema (as compiled), its precompiled validator functions and
// its own uiSchema. Generated files come from `npm run generate` (scripts/schema-targets.ts).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import loginSchema from '../src/generated/forms/login.schema.json';
import * as loginValidator from '../src/generated/forms/login.validator.js';

export interface FormEntry {
  schema: RJSFSchema;
  validateFns: ValidatorFunctions;
  uiSchema: UiSchema;
}

export const formCatalogue = {
  login: {
    schema: loginSchema as RJSFSchema,
    validateFns: loginValidator as unknown as ValidatorFunctions,
    uiSchema: { 'ui:order': ['email', 'pin', 'terms'] },
  },
} satisfies Record<string, FormEntry>;

export type FormId = keyof typeof formCatalogue;
