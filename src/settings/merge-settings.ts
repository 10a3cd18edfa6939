// Merge of settings layers over defaults: plain objects merge deeply, arrays and scalars replace,
// `undefined` leaves the value below untouched. Every key of a layer is carried as an own key, a
// prototype key too ("__proto__", "constructor"): it reaches no prototype, and validation then
// removes and names it like any other unknown key (validate-settings.ts).
import { setOwn } from '../api/json-pointer.ts';

type JsonRecord = Record<string, unknown>;

export function isPlainObject(value: unknown): value is JsonRecord {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function mergeTwo(base: unknown, layer: unknown): unknown {
  if (layer === undefined) return base;
  if (!isPlainObject(layer) || !isPlainObject(base)) return layer;
  const out: JsonRecord = { ...base };
  for (const [key, value] of Object.entries(layer)) {
    // Only the base's own key: `base.constructor` would be Object, `base.__proto__` its prototype.
    setOwn(out, key, mergeTwo(Object.prototype.hasOwnProperty.call(base, key) ? base[key] : undefined, value));
  }
  return out;
}

/** Merges each layer over the previous one, left to right. Non-object layers are skipped. */
export function mergeSettings<T extends object>(defaults: T, ...layers: unknown[]): T {
  let merged: unknown = defaults;
  for (const layer of layers) {
    if (isPlainObject(layer)) merged = mergeTwo(merged, layer);
  }
  return merged as T;
}
