// The user-visible texts of form schemas (titles, descriptions, enum values) as catalogue
// messages: `schema.<form>.<field path>.title|description|enum.<value>`. Extracted into the
// English catalogue by scripts/i18n.ts; French translators add them to src/i18n/lang/fr/.
// A property from a country's part (scripts/country-parts.ts) has the country's texts,
// `schema.country.<code>.<property>…`, whichever form it is in.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { TEXTS_KEY, countryPartsOf, expandForCountry, readCountries } from './country-parts.ts';

type Node = { title?: string; description?: string; enum?: unknown[]; 'x-enumNames'?: string[]; properties?: Record<string, Node>; items?: Node; type?: string; [TEXTS_KEY]?: string };

/** Form id of a schema file: forms/login.schema.json → login, forms/claim/note.schema.json → claim-note. */
export function formIdOf(file: string, formsDir: string): string {
  return relative(formsDir, file).replace(/\.schema\.json$/, '').replace(/\//g, '-');
}

export function schemaMessages(formId: string, schema: Node): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Node, path: string, prefix = `schema.${formId}`) => {
    if (typeof node[TEXTS_KEY] === 'string') {
      prefix = `schema.${node[TEXTS_KEY]}`;
      path = '';
    }
    const base = `${prefix}${path ? `.${path}` : ''}`;
    // The root's too: its description introduces the form (a wizard step's intro).
    if (node.title) out[`${base}.title`] = node.title;
    if (node.description) out[`${base}.description`] = node.description;
    if (node.enum && node.type === 'string') {
      node.enum.forEach((value, i) => {
        out[`${base}.enum.${String(value)}`] = node['x-enumNames']?.[i] ?? String(value).replace(/^\w/, (c) => c.toUpperCase());
      });
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, path ? `${path}.${key}` : key, prefix);
    if (node.items) walk(node.items, path ? `${path}.items` : 'items', prefix);
  };
  walk(schema, '');
  return out;
}

/** The schema as each country has it when it has country parts, else as it is. */
function countryVariants(schema: Parameters<typeof expandForCountry>[0]): Node[] {
  if (countryPartsOf(schema).length === 0) return [schema as Node];
  return [...readCountries()].map(([code, data]) => expandForCountry(schema, code, data) as Node);
}

export function allSchemaMessages(formsDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (entry.endsWith('.schema.json')) for (const schema of countryVariants(JSON.parse(readFileSync(path, 'utf8')) as never)) Object.assign(out, schemaMessages(formIdOf(path, formsDir), schema));
    }
  };
  visit(formsDir);
  return out;
}
