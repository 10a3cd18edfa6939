// Every schema the build turns into generated code, read from the schema files on disk: the
// settings, each stored state under schemas/state/ and each form under schemas/forms/. A new form
// or persisted slice is a new schema file; `npm run generate` and the staleness test read this list.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countryPartsOf, readCountries } from './country-parts.ts';

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
  /** Compile with plain ajv (no rjsf: one export, no subschema validators): for schemas that are
   * never a form, such as stored state, whose recursive definitions rjsf's schema parser cannot name. */
  plain?: boolean;
  /** Write no TypeScript type (.types.ts): nothing in the app takes its type from this schema. */
  noTypes?: boolean;
  /** A form with parts that follow the country (scripts/country-parts.ts): compiled as this country's. */
  country?: string;
  /** The form id of a country's form (its `out` adds the country). */
  formId?: string;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Stored states whose slice takes its TypeScript type from the schema. The others need only their
 * validator: their slices are typed by their features (a flow's draft from its forms' types).
 */
const TYPED_STATES = new Set(['app', 'session', 'chat-outbox', 'account-push', 'last-settings', 'login', 'payment-checks']);

/** 'claim/date-time' → 'ClaimDateTime'. */
export function pascalCase(name: string): string {
  return name
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** Schema files under a folder of schemas/ (recursively), relative to it, without `.schema.json`, sorted. */
function schemaNames(folder: string): string[] {
  const dir = join(root, 'schemas', folder);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => relative(dir, join(dir, file)).replace(/\\/g, '/').replace(/\.schema\.json$/, ''))
    .sort();
}

/** State schemas that others refer to ($ref) are shared parts, not a slice of their own (e.g. stored-answer). */
function sharedStateParts(names: readonly string[]): Set<string> {
  const texts = names.map((name) => readFileSync(join(root, 'schemas/state', `${name}.schema.json`), 'utf8'));
  return new Set(names.filter((name) => texts.some((text, index) => names[index] !== name && text.includes(`"${name}.schema.json`))));
}

function stateTargets(): SchemaTarget[] {
  const names = schemaNames('state');
  const shared = sharedStateParts(names);
  // Each persisted slice is checked against its schema when read (src/state/persistence.ts).
  return names
    .filter((name) => !shared.has(name))
    .map((name) => ({
      schema: `schemas/state/${name}.schema.json`,
      typeName: `Stored${pascalCase(name)}State`,
      out: `state/${name}`,
      compact: true,
      plain: true,
      ...(TYPED_STATES.has(name) ? {} : { noTypes: true }),
    }));
}

/**
 * Forms: compiled with the exact schema rjsf receives; the form id is the path, e.g. forms/claim/date-time → claim-date-time.
 * A form with country parts is compiled once per country (forms/quote-address.US), each its own chunk.
 */
function formTargets(): SchemaTarget[] {
  const countries = [...readCountries().keys()];
  return schemaNames('forms').flatMap((name) => {
    const id = name.replace(/\//g, '-');
    const schema = `schemas/forms/${name}.schema.json`;
    if (countryPartsOf(JSON.parse(readFileSync(join(root, schema), 'utf8'))).length === 0) return [{ schema, typeName: `${pascalCase(id)}Form`, out: `forms/${id}` }];
    return countries.map((country) => ({ schema, typeName: `${pascalCase(id)}${country}Form`, out: `forms/${id}.${country}`, country, formId: id }));
  });
}

export const schemaTargets: SchemaTarget[] = [
  { schema: 'schemas/settings.schema.json', typeName: 'Settings', out: 'settings', compact: true },
  ...stateTargets(),
  ...formTargets(),
];
