// Differences from the defaults (the settings studio's view): every value a brokerage's settings set that the runtime's
// defaults do not already have. Objects are compared key by key; arrays replace as a whole, as
// settings merge (src/settings/merge-settings.ts).
import { getAt, joinPointer } from '../src/api/json-pointer.ts';

export interface Difference {
  pointer: string;
  value: unknown;
  /** The default's value; absent when the runtime has none (resetting removes the setting). */
  default?: unknown;
  hasDefault: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function differencesFromDefaults(settings: unknown, defaults: unknown): Difference[] {
  const out: Difference[] = [];
  const walk = (node: unknown, pointer: string): void => {
    if (isObject(node) && Object.keys(node).length > 0) {
      for (const [key, child] of Object.entries(node)) {
        if (pointer === '' && key === '$schema') continue;
        walk(child, joinPointer(pointer, key));
      }
      return;
    }
    const fallback = getAt(defaults, pointer);
    if (fallback.found && same(fallback.value, node)) return;
    out.push(fallback.found ? { pointer, value: node, default: fallback.value, hasDefault: true } : { pointer, value: node, hasDefault: false });
  };
  if (isObject(settings)) walk(settings, '');
  return out;
}
