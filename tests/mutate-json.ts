// The property tests' way to spoil a JSON document: values at some of its paths replaced by others
// (fast-check picks the paths by index and the values), so a reader meets every place going wrong.

/** Every path (as keys) inside a JSON document, the document's own (empty) path first. */
export function jsonPaths(node: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(node)) node.forEach((child, i) => out.push(...jsonPaths(child, [...prefix, i])));
  else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) out.push(...jsonPaths(v, [...prefix, k]));
  return out;
}

/** A copy of the document with, for each edit, the value at path number `index` (modulo the
 * number of paths then) replaced; the empty path replaces the whole document. */
export function mutateJson(doc: unknown, edits: [index: number, value: unknown][]): unknown {
  let copy: unknown = structuredClone(doc);
  for (const [index, value] of edits) {
    const all = jsonPaths(copy);
    const path = all[index % all.length] as (string | number)[];
    if (path.length === 0) {
      copy = value;
      continue;
    }
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    parent[path[path.length - 1] as string] = value;
  }
  return copy;
}
