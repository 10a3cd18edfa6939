// Production builds drop `defaultMessage` from message descriptors (`{ id: '…', defaultMessage:
// '…' }`): the app always renders with the compiled catalogues (scripts/i18n.ts), which hold every
// extracted message in both languages, so the English source texts would only be dead weight in
// every chunk. formatjs recommends the same for builds that ship compiled catalogues. Dev server
// and tests keep the source unchanged.
import { parseSync, type Plugin } from 'vite';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function keyName(property: AstNode): string | undefined {
  if (property.type !== 'Property' || property.computed) return undefined;
  const key = property.key as AstNode;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

function isStaticText(node: AstNode): boolean {
  return (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0);
}

/** The source without the `defaultMessage` of every object literal that has a literal `id` and a literal `defaultMessage`. */
export function stripDefaultMessages(code: string, filename: string): string {
  const parsed = parseSync(filename, code);
  if (parsed.errors.length > 0) return code;
  const cuts: [number, number][] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as AstNode[];
      const id = properties.find((p) => keyName(p) === 'id');
      const index = properties.findIndex((p) => keyName(p) === 'defaultMessage');
      const message = properties[index];
      if (id && isStaticText(id.value as AstNode) && message && isStaticText(message.value as AstNode)) {
        // With the comma after it, or before it when it is the last property (`id` precedes it then).
        const next = properties[index + 1];
        const previous = properties[index - 1];
        if (next) cuts.push([message.start, next.start]);
        else if (previous) cuts.push([previous.end, message.end]);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(value);
  };
  visit(parsed.program);
  if (cuts.length === 0) return code;
  let out = '';
  let position = 0;
  for (const [start, end] of cuts.sort((a, b) => a[0] - b[0])) {
    out += code.slice(position, start);
    position = end;
  }
  return out + code.slice(position);
}

export function stripDefaultMessagesPlugin(): Plugin {
  return {
    name: 'strip-default-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(ts|tsx)$/.test(id.split('?')[0] as string) || !code.includes('defaultMessage')) return null;
      const out = stripDefaultMessages(code, id.split('?')[0] as string);
      return out === code ? null : { code: out, map: null };
    },
  };
}
