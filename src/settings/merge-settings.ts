// Merge of settings layers over defaults: plain objects merge deeply, arrays and scalars replace,
// `undefined` leaves the value below untouched.

type JsonRecord = Record<string, unknown>;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

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
    if (FORBIDDEN_KEYS.has(key)) continue; // a settings file must never reach Object.prototype
    out[key] = mergeTwo(base[key], value);
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
