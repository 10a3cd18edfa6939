// Money fields (`x-money: true`) beyond what JSON Schema says: an amount has at most 2 decimals
// (cents), so 12.345 gets a message rather than being rounded behind the payer's back; and the
// bounds a form knows only at run time (a payment's policies each have their own minimum and
// maximum) replace the schema's, in the check and in the message that names them.
type Node = { properties?: Record<string, Node>; 'x-money'?: unknown; minimum?: number; maximum?: number };

/** Bounds of fields by dotted path, given by the screen for the form's current data. */
export type RuntimeBounds = Readonly<Record<string, { minimum: number; maximum: number }>>;

/** The formContext key under which a screen gives a form its run-time bounds: `(data) => RuntimeBounds`. */
export const RUNTIME_BOUNDS_KEY = 'runtimeBounds';

/** Whether an amount has more than 2 decimals (a float's noise below a thousandth of a cent aside). */
export function hasSubCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;
}

/** Paths of the money fields whose amount has more than 2 decimals. */
export function subCentMismatches(schema: Node, data: unknown, path: string[] = []): string[][] {
  const out: string[][] = [];
  if (!schema.properties || typeof data !== 'object' || data === null) return out;
  const values = data as Record<string, unknown>;
  for (const [key, child] of Object.entries(schema.properties)) {
    const value = values[key];
    if (child['x-money'] === true && typeof value === 'number' && hasSubCents(value)) out.push([...path, key]);
    out.push(...subCentMismatches(child, value, [...path, key]));
  }
  return out;
}

/**
 * Fields outside their run-time bounds, with the keyword that says so. A value the schema's own
 * bounds already refuse is left to that error (which then names the run-time bounds), so a field
 * never shows the same message twice.
 */
export function runtimeBoundsMismatches(schema: Node, data: unknown, bounds: RuntimeBounds): { path: string[]; keyword: 'minimum' | 'maximum' }[] {
  const out: { path: string[]; keyword: 'minimum' | 'maximum' }[] = [];
  for (const [dotted, { minimum, maximum }] of Object.entries(bounds)) {
    const path = dotted.split('.');
    let node: Node | undefined = schema;
    let value: unknown = data;
    for (const part of path) {
      node = node?.properties?.[part];
      value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (typeof value !== 'number') continue;
    const schemaRefuses = (node?.minimum !== undefined && value < node.minimum) || (node?.maximum !== undefined && value > node.maximum);
    if (schemaRefuses) continue;
    if (value < minimum) out.push({ path, keyword: 'minimum' });
    else if (value > maximum) out.push({ path, keyword: 'maximum' });
  }
  return out;
}

/**
 * The bounds a field really has: the run-time ones within the schema's, the stricter of each
 * (a policy with nothing due accepts $0.00 at run time, but the schema still asks at least $1.00,
 * and a message saying "between $0.00 and …" would refuse $0.50 while naming it allowed).
 */
export function effectiveBounds(schema: { minimum?: number; maximum?: number }, runtime: { minimum: number; maximum: number } | undefined): { minimum?: number; maximum?: number } {
  if (!runtime) return { minimum: schema.minimum, maximum: schema.maximum };
  return {
    minimum: schema.minimum === undefined ? runtime.minimum : Math.max(schema.minimum, runtime.minimum),
    maximum: schema.maximum === undefined ? runtime.maximum : Math.min(schema.maximum, runtime.maximum),
  };
}
