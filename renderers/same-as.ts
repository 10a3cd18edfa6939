// `x-sameAs: "<sibling>"` on a field: its value must equal the sibling's (an account number and its
// confirmation). Pure: paths of the fields whose value differs from their sibling's.
type Node = { type?: string | string[]; properties?: Record<string, Node>; 'x-sameAs'?: string };

export function sameAsMismatches(schema: Node, data: unknown, path: string[] = []): string[][] {
  const out: string[][] = [];
  if (!schema.properties || typeof data !== 'object' || data === null) return out;
  const values = data as Record<string, unknown>;
  for (const [key, child] of Object.entries(schema.properties)) {
    const other = child['x-sameAs'];
    // An empty confirmation is the required rule's to report, not this one's.
    if (other && values[key] !== undefined && values[key] !== '' && values[key] !== values[other]) out.push([...path, key]);
    out.push(...sameAsMismatches(child, values[key], [...path, key]));
  }
  return out;
}
