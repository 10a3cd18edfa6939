// The user-visible texts of form schemas (titles, descriptions, enum values) as catalogue
// messages: `schema.<form>.<field path>.title|description|enum.<value>`. Extracted into the
// English catalogue by scripts/i18n.ts; French translators add them to src/i18n/lang/fr/.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

type Node = { title?: string; description?: string; enum?: unknown[]; 'x-enumNames'?: string[]; properties?: Record<string, Node>; items?: Node; type?: string };

/** Form id of a schema file: forms/login.schema.json → login, forms/claim/note.schema.json → claim-note. */
export function formIdOf(file: string, formsDir: string): string {
  return relative(formsDir, file).replace(/\.schema\.json$/, '').replace(/\//g, '-');
}

export function schemaMessages(formId: string, schema: Node): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: Node, path: string) => {
    const base = `schema.${formId}${path ? `.${path}` : ''}`;
    // The root's too: its description introduces the form (a wizard step's intro).
    if (node.title) out[`${base}.title`] = node.title;
    if (node.description) out[`${base}.description`] = node.description;
    if (node.enum && node.type === 'string') {
      node.enum.forEach((value, i) => {
        out[`${base}.enum.${String(value)}`] = node['x-enumNames']?.[i] ?? String(value).replace(/^\w/, (c) => c.toUpperCase());
      });
    }
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, path ? `${path}.${key}` : key);
    if (node.items) walk(node.items, path ? `${path}.items` : 'items');
  };
  walk(schema, '');
  return out;
}

export function allSchemaMessages(formsDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (entry.endsWith('.schema.json')) Object.assign(out, schemaMessages(formIdOf(path, formsDir), JSON.parse(readFileSync(path, 'utf8')) as Node));
    }
  };
  visit(formsDir);
  return out;
}
