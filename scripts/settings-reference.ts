// The settings reference as data: every property of the bundled settings schema (menu entries
// included) with its path, type, allowed values, runtime default, description and an example.
// Pure (no file access) so the studio's page uses it too: docs/settings.md is written from it by
// scripts/settings-docs.ts and the studio's hovers link to the same anchors.
import { getAt, parsePointer } from '../src/api/json-pointer.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type SchemaNode = { [key: string]: Json };

export interface ReferenceEntry {
  /** Dotted path, `<name>` for any key of a map and `[]` for any item of a list. Also the anchor. */
  path: string;
  depth: number;
  type: string;
  allowed?: string;
  /** From the runtime's defaults (for a path without `<name>` or `[]`), else the schema's `default`. */
  default?: Json;
  description?: string;
  example?: Json;
  required: boolean;
}

export interface ReferenceSection {
  /** Anchor and dotted path of the section's root (a top-level property, or `featuresAndOptions[]`). */
  path: string;
  entries: ReferenceEntry[];
}

function isNode(value: Json | undefined): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A named definition a `$ref` points at (`#/definitions/color` → color). */
function refName(node: SchemaNode): string | undefined {
  const ref = node.$ref;
  return typeof ref === 'string' && ref.startsWith('#/definitions/') ? ref.slice('#/definitions/'.length) : undefined;
}

/** The node with its `$ref` followed; the referring node's own keywords (description) win. */
function resolved(node: SchemaNode, definitions: SchemaNode): SchemaNode {
  const name = refName(node);
  const target = name ? definitions[name] : undefined;
  if (!isNode(target)) return node;
  const { $ref: _ref, ...own } = node;
  return { ...resolved(target, definitions), ...own };
}

const NAMED_KINDS: Record<string, string> = {
  color: 'colour',
  linkUrl: 'link',
  imageUrl: 'image url',
  webUrl: 'web url',
  origin: 'origin',
  menuEntry: 'menu entry',
  label: 'label',
  icon: 'icon',
  quoteKind: 'quote kind',
};

function typeOf(node: SchemaNode, definitions: SchemaNode): string {
  const name = refName(node);
  const full = resolved(node, definitions);
  const base = Array.isArray(full.type) ? full.type.join(' or ') : typeof full.type === 'string' ? full.type : 'any';
  if (base === 'array' && isNode(full.items)) return `array of ${typeOf(full.items, definitions)}`;
  if (base === 'object' && !isNode(full.properties) && isNode(full.additionalProperties)) return `map of ${typeOf(full.additionalProperties, definitions)}`;
  return name && NAMED_KINDS[name] ? `${base} (${NAMED_KINDS[name]})` : base;
}

function allowedOf(node: SchemaNode, definitions: SchemaNode): string | undefined {
  const full = resolved(node, definitions);
  const parts: string[] = [];
  if (Array.isArray(full.enum)) parts.push(`one of ${full.enum.map((v) => `\`${JSON.stringify(v)}\``).join(', ')}`);
  const name = refName(node);
  const definition = name ? definitions[name] : undefined;
  // A named kind (colour, link…) is explained by its definition's description rather than its regex.
  if (isNode(definition) && typeof definition.description === 'string' && !Array.isArray(full.enum)) parts.push(definition.description);
  else if (typeof full.pattern === 'string') parts.push(`matches \`${full.pattern}\``);
  if (typeof full.format === 'string') parts.push(`format \`${full.format}\``);
  if (typeof full.minLength === 'number' && full.minLength > 0) parts.push(`at least ${full.minLength} character(s)`);
  if (typeof full.maxLength === 'number' && !isNode(definition)) parts.push(`at most ${full.maxLength} characters`);
  if (typeof full.minimum === 'number') parts.push(`≥ ${full.minimum}`);
  if (typeof full.maximum === 'number') parts.push(`≤ ${full.maximum}`);
  if (typeof full.maxItems === 'number') parts.push(`at most ${full.maxItems} item(s)`);
  if (isNode(full.propertyNames) && typeof full.propertyNames.pattern === 'string') parts.push(`keys match \`${full.propertyNames.pattern}\``);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** Values at a path in a document, `<name>` and `[]` matching any key or item. */
function valuesAt(doc: Json | undefined, tokens: string[]): Json[] {
  if (tokens.length === 0) return doc === undefined ? [] : [doc];
  const [token, ...rest] = tokens as [string, ...string[]];
  if (token === '[]') return Array.isArray(doc) ? doc.flatMap((item) => valuesAt(item, rest)) : [];
  if (!isNode(doc)) return [];
  if (token.startsWith('<')) return Object.values(doc).flatMap((value) => valuesAt(value, rest));
  return token in doc ? valuesAt(doc[token], rest) : [];
}

function pathTokens(path: string): string[] {
  return path.replace(/\[\]/g, '.[]').split('.').filter(Boolean);
}

/** A made-up value of the right shape, for a property no fixture sets. */
function syntheticExample(node: SchemaNode, definitions: SchemaNode): Json {
  const full = resolved(node, definitions);
  if (Array.isArray(full.examples) && full.examples.length > 0) return full.examples[0] as Json;
  if (Array.isArray(full.enum) && full.enum.length > 0) return full.enum[0] as Json;
  const name = refName(node);
  if (name === 'color') return '#0b5394';
  if (name === 'linkUrl' || name === 'webUrl') return 'https://example.org/';
  if (name === 'imageUrl') return 'https://example.org/logo.svg';
  if (name === 'origin') return 'https://www.example.org';
  if (full.type === 'boolean') return true;
  if (full.type === 'number' || full.type === 'integer') return typeof full.minimum === 'number' ? full.minimum : 1;
  if (full.type === 'array') return isNode(full.items) ? [syntheticExample(full.items, definitions)] : [];
  if (full.type === 'object') {
    const properties = full.properties;
    if (isNode(properties)) {
      const required = Array.isArray(full.required) ? full.required : [];
      const names = Object.keys(properties).filter((key, i) => required.includes(key) || i === 0);
      return Object.fromEntries(names.map((key) => [key, syntheticExample(properties[key] as SchemaNode, definitions)]));
    }
    return isNode(full.additionalProperties) ? { name: syntheticExample(full.additionalProperties, definitions) } : {};
  }
  return 'text';
}

/** The id of a path's section in docs/settings.md: `<name>` placeholders become `*`. */
export function anchorOf(path: string): string {
  return path.replace(/<[^>]+>/g, '*');
}

export interface ReferenceInput {
  /** The bundled settings schema (src/generated/settings.schema.json): menu entries in its definitions. */
  schema: SchemaNode;
  /** The runtime's defaults for one brokerage (createDefaultSettings). */
  defaults: unknown;
  /** Settings documents the examples are taken from (the valid fixture brokerages). */
  examples: unknown[];
}

/** A placeholder for the name of a map's key, from the map's description (`<feature>` for labels). */
function keyName(parentPath: string): string {
  const last = parentPath.split('.').pop() ?? '';
  const names: Record<string, string> = { labels: '<feature>', colors: '<name>', provinces: '<code>', screens: '<screen>', icons: '<name>', featureFlags: '<flag>' };
  return names[last] ?? '<key>';
}

export function settingsReference({ schema, defaults, examples }: ReferenceInput): ReferenceSection[] {
  const definitions = isNode(schema.definitions) ? schema.definitions : {};
  const documents = examples as Json[];

  const entriesOf = (node: SchemaNode, path: string, depth: number, required: boolean, out: ReferenceEntry[], through: Set<string>): void => {
    const full = resolved(node, definitions);
    const concrete = !path.includes('<') && !path.includes('[]');
    const fromRuntime = concrete ? getAt(defaults, `/${pathTokens(path).join('/')}`) : { found: false };
    const found = documents.flatMap((doc) => valuesAt(doc, pathTokens(path)));
    const entry: ReferenceEntry = { path, depth, type: typeOf(node, definitions), required, example: found[0] ?? syntheticExample(node, definitions) };
    const allowed = allowedOf(node, definitions);
    if (allowed) entry.allowed = allowed;
    if (fromRuntime.found) entry.default = fromRuntime.value as Json;
    else if (full.default !== undefined) entry.default = full.default;
    if (typeof full.description === 'string') entry.description = full.description;
    out.push(entry);
    // A definition met again below itself (none today) is not walked twice.
    const name = refName(node);
    if (name && through.has(name)) return;
    const next = name ? new Set([...through, name]) : through;
    if (isNode(full.properties)) {
      const requiredKeys = Array.isArray(full.required) ? full.required : [];
      for (const [key, child] of Object.entries(full.properties)) {
        if (isNode(child)) entriesOf(child, `${path}.${key}`, depth + 1, requiredKeys.includes(key), out, next);
      }
    } else if (isNode(full.additionalProperties) && (resolved(full.additionalProperties, definitions).type === 'object')) {
      entriesOf(full.additionalProperties, `${path}.${keyName(path)}`, depth + 1, false, out, next);
    }
    if (full.type === 'array' && isNode(full.items) && refName(full.items) !== 'menuEntry' && isNode(resolved(full.items, definitions).properties)) {
      entriesOf(full.items, `${path}[]`, depth + 1, false, out, next);
    }
  };

  const sections: ReferenceSection[] = [];
  const properties = isNode(schema.properties) ? schema.properties : {};
  const rootRequired = Array.isArray(schema.required) ? schema.required : [];
  for (const [key, node] of Object.entries(properties)) {
    if (key === '$schema' || !isNode(node)) continue;
    const entries: ReferenceEntry[] = [];
    entriesOf(node, key, 0, rootRequired.includes(key), entries, new Set());
    sections.push({ path: key, entries });
  }
  // Menu entries are their own schema (menu-entry.schema.json): one section for an item of the menu.
  const menuEntry = definitions.menuEntry;
  if (isNode(menuEntry)) {
    const entries: ReferenceEntry[] = [];
    entriesOf({ $ref: '#/definitions/menuEntry' }, 'featuresAndOptions[]', 0, false, entries, new Set());
    sections.push({ path: 'featuresAndOptions[]', entries });
  }
  return sections;
}

/**
 * The reference path of a JSON pointer into a settings document: `/labels/documents/label` →
 * `labels.<feature>.label`, `/featuresAndOptions/2/url` → `featuresAndOptions[].url`. The deepest
 * documented path on the way when the pointer goes below what the reference lists.
 */
export function referencePathOf(pointer: string, sections: ReferenceSection[]): string | undefined {
  const known = new Set(sections.flatMap((section) => section.entries.map((entry) => entry.path)));
  let path = '';
  let best: string | undefined;
  for (const token of parsePointer(pointer)) {
    const candidates = /^\d+$/.test(token) ? [`${path}[]`] : [path ? `${path}.${token}` : token, ...[...known].filter((p) => path && p.startsWith(`${path}.<`) && !p.slice(path.length + 1).includes('.')).slice(0, 1)];
    const next = candidates.find((candidate) => known.has(candidate));
    if (!next) return best;
    path = next;
    best = next;
  }
  return best;
}
