// Settings nested absurdly deep are refused before anything recurses into them (merge, validate,
// clone): a stack overflow would blank the page. No real setting is nested more than a few levels.

export const MAX_SETTINGS_DEPTH = 16;

/** Whether a JSON value nests objects or arrays deeper than `limit` (iterative: never overflows). */
export function nestedDeeperThan(value: unknown, limit: number = MAX_SETTINGS_DEPTH): boolean {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node as Record<string, unknown>)) stack.push({ node: child, depth: depth + 1 });
  }
  return false;
}
