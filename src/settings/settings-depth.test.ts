import { describe, expect, it } from 'vitest';
import { pruneDeep } from './settings-depth.ts';

describe('pruneDeep', () => {
  it('copies a "__proto__" key as a key: no copy gets another prototype', () => {
    const layer = JSON.parse('{"__proto__": {"polluted": true}, "brand": {"__proto__": [], "name": "Acme"}, "list": [{"__proto__": null}]}') as unknown;
    const { value, pointers } = pruneDeep(layer);
    const copy = value as Record<string, Record<string, unknown>>;
    expect(pointers).toEqual([]);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(copy.brand)).toBe(Object.prototype);
    expect(Object.getPrototypeOf((copy.list as unknown as object[])[0])).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'brand', 'list']);
    expect(copy.brand?.name).toBe('Acme');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops only what is nested too deep, keeping a "__proto__" key beside it a plain key', () => {
    const deep = JSON.parse('{"__proto__": {"a": 1}, "x": [[[1]]]}') as unknown;
    const { value, pointers } = pruneDeep(deep, 2);
    expect(pointers).toEqual(['/x/0']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value as object)).toEqual(['__proto__', 'x']);
  });
});
