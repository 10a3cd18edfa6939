// The settings schemas are the integrators' reference: every property must say what it does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Node = { [key: string]: unknown };

function undocumented(node: unknown, path: string, out: string[]): string[] {
  if (typeof node !== 'object' || node === null) return out;
  const schema = node as Node;
  for (const key of ['properties', 'definitions'] as const) {
    const children = schema[key] as Record<string, Node> | undefined;
    for (const [name, child] of Object.entries(children ?? {})) {
      const documented = typeof child.description === 'string' && child.description.trim().length > 10;
      if (key === 'properties' && !documented) out.push(`${path}/${name}`);
      undocumented(child, `${path}/${name}`, out);
    }
  }
  for (const key of ['items', 'additionalProperties'] as const) undocumented(schema[key], `${path}/${key}`, out);
  return out;
}

describe('settings schemas', () => {
  it.each(['schemas/settings.schema.json', 'schemas/menu-entry.schema.json'])('%s documents every property', (file) => {
    expect(undocumented(JSON.parse(readFileSync(file, 'utf8')), '', [])).toEqual([]);
  });

  it('lets fixture files point $schema at it for editor autocompletion', () => {
    const schema = JSON.parse(readFileSync('schemas/settings.schema.json', 'utf8')) as { properties: Record<string, unknown> };
    expect(schema.properties.$schema).toBeDefined();
  });
});
