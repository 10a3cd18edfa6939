// Settings nested absurdly deep are cut before anything recurses into them (merge, validate,
// clone): a stack overflow would blank the page. No real setting is nested more than a few levels,
// so only the value that goes too deep is dropped; the rest of its layer is kept.
import { REMOVED, compactArrays, joinPointer, setOwn } from '../api/json-pointer.ts';

export const MAX_SETTINGS_DEPTH = 16;

type Container = Record<string, unknown> | unknown[];

/**
 * A copy of `value` without the objects and arrays found at depth `limit` or deeper, and the
 * pointers of the values dropped. Iterative, so any depth is safe.
 */
export function pruneDeep(value: unknown, limit: number = MAX_SETTINGS_DEPTH): { value: unknown; pointers: string[] } {
  const pointers: string[] = [];
  if (typeof value !== 'object' || value === null) return { value, pointers };
  if (limit <= 0) return { value: undefined, pointers: [''] };
  const copyOf = (node: Container): Container => (Array.isArray(node) ? [] : {});
  const root = copyOf(value as Container);
  const stack: Array<{ node: Container; copy: Container; depth: number; pointer: string }> = [{ node: value as Container, copy: root, depth: 0, pointer: '' }];
  while (stack.length > 0) {
    const { node, copy, depth, pointer } = stack.pop() as (typeof stack)[number];
    // Each key is copied as a key (setOwn): a "__proto__" key must not become the copy's prototype.
    for (const [key, child] of Object.entries(node)) {
      const childPointer = joinPointer(pointer, key);
      if (typeof child !== 'object' || child === null) {
        setOwn(copy, key, child);
      } else if (depth + 1 >= limit) {
        pointers.push(childPointer);
        if (Array.isArray(copy)) setOwn(copy, key, REMOVED);
      } else {
        const childCopy = copyOf(child as Container);
        setOwn(copy, key, childCopy);
        stack.push({ node: child as Container, copy: childCopy, depth: depth + 1, pointer: childPointer });
      }
    }
  }
  return { value: pointers.length > 0 ? compactArrays(root) : root, pointers };
}
