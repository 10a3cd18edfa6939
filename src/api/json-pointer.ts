// RFC 6901 JSON pointers over plain JSON values: read, write and remove one location. Used by
// the settings' repair (src/settings/validate-settings.ts) and the answers' (answer-repair.ts).

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function joinPointer(base: string, token: string | number): string {
  return `${base}/${escapeToken(String(token))}`;
}

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

export function getAt(doc: unknown, pointer: string): { found: boolean; value?: unknown } {
  let node: unknown = doc;
  for (const token of parsePointer(pointer)) {
    if (!isContainer(node) || !Object.prototype.hasOwnProperty.call(node, token)) return { found: false };
    node = (node as Record<string, unknown>)[token];
  }
  return { found: true, value: node };
}

/** The container holding the pointer's last token, or undefined when the path is broken. */
function parentOf(doc: unknown, pointer: string): { parent: Container; key: string } | undefined {
  const tokens = parsePointer(pointer);
  const key = tokens.pop();
  if (key === undefined) return undefined;
  const found = getAt(doc, tokens.map((t) => `/${escapeToken(t)}`).join(''));
  if (!found.found || !isContainer(found.value)) return undefined;
  return { parent: found.value, key };
}

/**
 * Writes `key` of `node` as its own data property. A settings document can name any key, and
 * `node[key] = value` with the key `__proto__` would change the node's prototype instead.
 */
export function setOwn(node: object, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, writable: true, enumerable: true, configurable: true });
}

export function setAt(doc: unknown, pointer: string, value: unknown): boolean {
  const at = parentOf(doc, pointer);
  if (!at) return false;
  setOwn(at.parent, at.key, value);
  return true;
}

/** Marker left in arrays by removeAt so indices stay valid until compactArrays runs. */
export const REMOVED = Symbol('removed');

/** Removes the value at `pointer`; false when there is none (e.g. a missing required property). */
export function removeAt(doc: unknown, pointer: string): boolean {
  const at = parentOf(doc, pointer);
  if (!at || !Object.prototype.hasOwnProperty.call(at.parent, at.key)) return false;
  if (Array.isArray(at.parent)) at.parent[Number(at.key)] = REMOVED;
  else delete at.parent[at.key];
  return true;
}

export function compactArrays(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((item) => item !== REMOVED).map(compactArrays);
  if (isContainer(node)) {
    for (const [key, value] of Object.entries(node)) setOwn(node, key, compactArrays(value));
  }
  return node;
}
