// Tester combinators in the spirit of jsonforms' testers: a tester looks at a schema node (and
// its uiSchema) and returns a rank, or -1 when it does not apply. No React here.

export type SchemaNode = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  [keyword: `x-${string}`]: unknown;
  [keyword: string]: unknown;
};

export type UiNode = { 'ui:widget'?: string; 'ui:options'?: Record<string, unknown>; [key: string]: unknown };

export interface TesterContext {
  uiSchema?: UiNode;
}

export type Tester = (node: SchemaNode, context: TesterContext) => number;
type Predicate = (node: SchemaNode, context: TesterContext) => boolean;

export const NOT_APPLICABLE = -1;

export function rankWith(rank: number, predicate: Predicate): Tester {
  return (node, context) => (predicate(node, context) ? rank : NOT_APPLICABLE);
}

export function and(...predicates: Predicate[]): Predicate {
  return (node, context) => predicates.every((p) => p(node, context));
}

export function or(...predicates: Predicate[]): Predicate {
  return (node, context) => predicates.some((p) => p(node, context));
}

export function not(predicate: Predicate): Predicate {
  return (node, context) => !predicate(node, context);
}

export function schemaTypeIs(type: string): Predicate {
  return (node) => (Array.isArray(node.type) ? node.type.includes(type) : node.type === type);
}

export function formatIs(format: string): Predicate {
  return (node) => node.format === format;
}

export function hasKeyword(keyword: string, value?: unknown): Predicate {
  return (node) => keyword in node && (value === undefined || node[keyword] === value);
}

export function isEnum(): Predicate {
  return (node) => Array.isArray(node.enum) && node.enum.length > 0;
}

/** A uiSchema option, e.g. optionIs('multiline', true) for `'ui:options': { multiline: true }`. */
export function optionIs(option: string, value: unknown = true): Predicate {
  return (_node, context) => context.uiSchema?.['ui:options']?.[option] === value;
}

/** The form author asked for this renderer by name in `ui:widget` (wins over heuristics). */
export function widgetIs(name: string): Predicate {
  return (_node, context) => context.uiSchema?.['ui:widget'] === name;
}
