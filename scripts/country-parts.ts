// The parts of forms that follow the brokerage's country (docs/adr/0083-an-address-schema-per-country.md):
// each country's data is schemas/countries/<code>.json, and a form property `{ "x-countryPart": "<part>" }`
// stands for that country's properties of the part (its address's region and postal code, the
// mileage in its unit…). `npm run generate` compiles such a form once per country; the app loads the
// brokerage's (renderers/form-catalogue.ts). The texts of a spliced property are the country's,
// `schema.country.<code>.<property>…` (scripts/schema-messages.ts, renderers/schema-labels.ts).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface CountryData {
  title: string;
  currency: string;
  distanceUnit: 'kilometer' | 'mile';
  temperatureUnit: 'celsius' | 'fahrenheit';
  /** Part name → the properties it puts in a form, in order. */
  parts: Record<string, Record<string, JsonObject>>;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const COUNTRIES_DIR = join(root, 'schemas/countries');

/** Every country with data, by ISO 3166-1 alpha-2 code, sorted. */
export function readCountries(dir: string = COUNTRIES_DIR): Map<string, CountryData> {
  const files = readdirSync(dir).filter((file) => /^[A-Z]{2}\.json$/.test(file)).sort();
  return new Map(files.map((file) => [file.slice(0, 2), JSON.parse(readFileSync(join(dir, file), 'utf8')) as CountryData]));
}

/** The key a form's text in a country part is read under: `country.<code>.<property>`. */
export const TEXTS_KEY = 'x-texts';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names of the country parts a schema uses (none: the form is the same in every country). */
export function countryPartsOf(node: Json): string[] {
  const found = new Set<string>();
  const walk = (value: Json) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (isObject(value)) {
      if (typeof value['x-countryPart'] === 'string') found.add(value['x-countryPart']);
      Object.values(value).forEach(walk);
    }
  };
  walk(node);
  return [...found].sort();
}

/**
 * The schema as a country's visitors get it: every property `{ "x-countryPart": name }` replaced,
 * where it stands, by the country's properties of that part, each marked with where its texts are.
 * A part the country lacks is an error (check-config refuses a country without its data).
 */
export function expandForCountry<T extends JsonObject>(schema: T, code: string, country: CountryData): T {
  const rewrite = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && isObject(value)) {
        const properties: JsonObject = {};
        for (const [name, child] of Object.entries(value)) {
          const part = isObject(child) ? child['x-countryPart'] : undefined;
          if (typeof part !== 'string') {
            properties[name] = rewrite(child);
            continue;
          }
          const given = country.parts[part];
          if (!given) throw new Error(`schemas/countries/${code}.json has no part "${part}"`);
          for (const [partName, partSchema] of Object.entries(given)) properties[partName] = { ...partSchema, [TEXTS_KEY]: `country.${code}.${partName}` };
        }
        out[key] = properties;
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  return rewrite(schema) as T;
}
