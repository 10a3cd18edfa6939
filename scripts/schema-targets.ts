// Every schema the build turns into generated code. Add a line here when a schema gains a
// TypeScript type or a precompiled validator; `npm run generate` and the staleness test read it.
export interface SchemaTarget {
  /** Schema file, relative to the repository root. */
  schema: string;
  /** Name of the generated TypeScript type. */
  typeName: string;
  /** Output file stem inside src/generated/ (gets .types.ts, .validator.js, .schema.json). */
  out: string;
  /** Compile the validator without descriptions and error details (schema objects are embedded
   * in the code): for validators used directly rather than through rjsf, which needs the exact schema. */
  compact?: boolean;
}

export const schemaTargets: SchemaTarget[] = [
  { schema: 'schemas/settings.schema.json', typeName: 'Settings', out: 'settings', compact: true },
  // Forms: compiled with the exact schema rjsf receives (src/generated/forms/<out>.schema.json).
  { schema: 'schemas/forms/login.schema.json', typeName: 'LoginForm', out: 'forms/login' },
];
