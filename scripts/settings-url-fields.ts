// Where the settings hold URLs, read from the settings schema: every place whose schema is one of
// the URL schemas (schemas/image-url, link-url, web-url) or a web origin. `npm run generate`
// writes them to src/generated/settings-url-fields.ts, which src/settings/settings-hosts.ts reads:
// only these fields name the brokerage's hosts, never free text that happens to start with https://.

/** The bundled settings schema's definitions that are URLs (scripts/schema-bundle.ts names them). */
export const URL_DEFINITIONS = ['imageUrl', 'linkUrl', 'webUrl', 'origin'] as const;

type Node = { [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON pointers of the URL fields, `*` standing for any array item or map key, sorted. Follows
 * properties, items, additionalProperties and local `$ref`s (a definition seen on the path is not
 * entered again).
 */
export function settingsUrlFields(schema: unknown): string[] {
  const definitions = isNode(schema) && isNode(schema.definitions) ? schema.definitions : {};
  const found = new Set<string>();
  const walk = (node: unknown, pointer: string, seen: ReadonlySet<string>): void => {
    if (!isNode(node)) return;
    const ref = typeof node.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(node.$ref)?.[1] : undefined;
    if (ref !== undefined) {
      if ((URL_DEFINITIONS as readonly string[]).includes(ref)) found.add(pointer);
      else if (!seen.has(ref)) walk(definitions[ref], pointer, new Set([...seen, ref]));
      return;
    }
    if (isNode(node.properties)) for (const [key, child] of Object.entries(node.properties)) walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, seen);
    if (isNode(node.items)) walk(node.items, `${pointer}/*`, seen);
    if (isNode(node.additionalProperties)) walk(node.additionalProperties, `${pointer}/*`, seen);
  };
  walk(schema, '', new Set());
  return [...found].sort();
}

/** src/generated/settings-url-fields.ts. */
export function settingsUrlFieldsModule(schema: unknown, banner: string): string {
  const lines = settingsUrlFields(schema).map((pointer) => `  '${pointer}',`);
  return `${banner}/** Where the settings hold URLs: JSON pointers, \`*\` for any array item or map key (scripts/settings-url-fields.ts). */\nexport const SETTINGS_URL_FIELDS: readonly string[] = [\n${lines.join('\n')}\n];\n`;
}
