// Joins schemas/api/**.json into ONE schema whose definitions hold every shared shape (by its
// title) and every call's request and response (AuthSendPinRequest…). One document means each
// shared shape is declared once in the generated types and compiled once by ajv in tests.
// Pure (no file access): callers pass the files, keyed by their path relative to schemas/api/.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const API_SCHEMA_ID = 'api-schemas.json';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** 'documents.getEdocs' + 'response' → 'DocumentsGetEdocsResponse'. */
export function typeNameOf(callName: string, part: 'request' | 'response'): string {
  const pascal = callName
    .split('.')
    .map((piece) => piece.charAt(0).toUpperCase() + piece.slice(1))
    .join('');
  return `${pascal}${part === 'request' ? 'Request' : 'Response'}`;
}

/** Definition pointer of a call part inside the bundle, for ajv.getSchema(). */
export function definitionRef(callName: string, part: 'request' | 'response'): string {
  return `${API_SCHEMA_ID}#/definitions/${typeNameOf(callName, part)}`;
}

export interface ApiSchemaBundle {
  schema: JsonObject;
  /** Title of each shared shape by its file, e.g. 'common/edoc.json' → 'Edoc'. */
  sharedTitles: Map<string, string>;
}

/**
 * @param files every schemas/api file, keyed like 'common/edoc.json' or 'documents.getEdocs.response.json'
 * @param callNames the calls of the table, in table order
 */
export function bundleApiSchemas(files: Record<string, Json>, callNames: readonly string[]): ApiSchemaBundle {
  const sharedTitles = new Map<string, string>();
  for (const [file, schema] of Object.entries(files)) {
    if (!file.startsWith('common/')) continue;
    if (!isObject(schema) || typeof schema.title !== 'string') throw new Error(`schemas/api/${file}: a shared shape needs a title`);
    sharedTitles.set(file, schema.title);
  }

  const rewrite = (node: Json, from: string): Json => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, from));
    if (!isObject(node)) return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$schema' || key === '$id') continue;
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) {
        // Refs are relative to the referring file: 'common/x.json' from the top, 'x.json' inside common/.
        const target = from.startsWith('common/') && !value.startsWith('common/') ? `common/${value}` : value;
        const title = sharedTitles.get(target);
        if (!title) throw new Error(`schemas/api/${from}: unknown $ref "${value}"`);
        out.$ref = `#/definitions/${title}`;
      } else {
        out[key] = rewrite(value, from);
      }
    }
    return out;
  };

  const definitions: JsonObject = {};
  for (const [file, title] of sharedTitles) definitions[title] = rewrite(files[file] as Json, file);
  for (const name of callNames) {
    for (const part of ['request', 'response'] as const) {
      const file = `${name}.${part}.json`;
      const schema = files[file];
      if (schema === undefined) throw new Error(`schemas/api/${file} is missing`);
      definitions[typeNameOf(name, part)] = rewrite(schema, file);
    }
  }
  return {
    schema: { $schema: 'http://json-schema.org/draft-07/schema#', $id: API_SCHEMA_ID, title: 'ApiSchemas', definitions },
    sharedTitles,
  };
}
