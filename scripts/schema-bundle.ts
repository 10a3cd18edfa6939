// Bundles a JSON Schema file with the sibling schema files it references by relative name
// (e.g. `"$ref": "menu-entry.schema.json"`) into one self-contained schema, so type generation,
// ajv standalone compilation and rjsf all see the same document.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function definitionName(file: string): string {
  const base = file.replace(/\.schema\.json$/, '').replace(/\.json$/, '');
  return base.replace(/[-_.]([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function bundleSchema(path: string): JsonObject {
  const root = JSON.parse(readFileSync(path, 'utf8')) as JsonObject;
  const definitions: JsonObject = isObject(root.definitions) ? { ...root.definitions } : {};
  const pending: string[] = [];

  const rewrite = (node: Json, baseDir: string): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, baseDir));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        const name = definitionName(value);
        if (!(name in definitions)) {
          definitions[name] = true; // placeholder: breaks reference cycles
          pending.push(join(baseDir, value));
        }
        out[key] = `#/definitions/${name}`;
      } else {
        out[key] = rewrite(value, baseDir);
      }
    }
    return out;
  };

  const bundled = rewrite(root, dirname(path)) as JsonObject;
  while (pending.length > 0) {
    const file = pending.shift() as string;
    const sub = JSON.parse(readFileSync(file, 'utf8')) as JsonObject;
    delete sub.$schema;
    delete sub.$id;
    definitions[definitionName(file.split('/').pop() as string)] = rewrite(sub, dirname(file));
  }
  // The root's own definitions, as rewritten (their file references point into definitions too).
  if (isObject(bundled.definitions)) Object.assign(definitions, bundled.definitions);
  if (Object.keys(definitions).length > 0) bundled.definitions = definitions;
  return bundled;
}
