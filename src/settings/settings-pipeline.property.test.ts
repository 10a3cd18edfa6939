// Property: whatever JSON arrives as settings — random values or fixture configs with random
// parts replaced — the pipeline never throws and always yields a Runtime the app can render.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildRuntime } from './settings-pipeline.ts';
import type { DeriveContext, Runtime } from './runtime.ts';
import { features } from '../features/feature-registry.ts';

const fixtures = Object.values(
  import.meta.glob<Record<string, unknown>>('../../fixtures/brokerages/*.json', { eager: true, import: 'default' }),
);
const context: DeriveContext = { brokerId: 'acme', mode: 'direct', now: new Date('2026-11-23T20:00:00Z'), menuDefaults: features.menuDefaults };

function expectUsable(runtime: Runtime): void {
  expect(typeof runtime.brand.name).toBe('string');
  expect(runtime.brand.name.length).toBeGreaterThan(0);
  expect(['en', 'fr']).toContain(runtime.language);
  expect(Array.isArray(runtime.menu)).toBe(true);
  for (const item of runtime.menu) {
    expect(typeof item.href).toBe('string');
    expect('literal' in item.name ? item.name.literal.trim().length > 0 : typeof item.name.message.id === 'string').toBe(true);
  }
  for (const value of Object.values(runtime.theme)) expect(value).toMatch(/^#[0-9a-fA-F]{3,8}$/);
  for (const value of Object.values(runtime.features)) expect(typeof value).toBe('boolean');
  expect(typeof runtime.chat.enabled).toBe('boolean');
}

/** Every JSON pointer-like path (as key arrays) inside a document. */
function paths(node: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(node)) node.forEach((child, i) => out.push(...paths(child, [...prefix, i])));
  else if (typeof node === 'object' && node !== null) for (const [k, v] of Object.entries(node)) out.push(...paths(v, [...prefix, k]));
  return out;
}

function mutate(doc: Record<string, unknown>, edits: [number, unknown][]): unknown {
  let copy: unknown = structuredClone(doc);
  for (const [pick, value] of edits) {
    const all = paths(copy);
    const path = all[pick % all.length] as (string | number)[];
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

describe('settings pipeline properties', () => {
  it('has fixture brokerages to mutate', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it('never throws on 10 000 arbitrary JSON values and always derives a usable Runtime', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectUsable(buildRuntime([value], context));
      }),
      { numRuns: 10_000 },
    );
  });

  it('never throws on mutated fixture configs and always derives a usable Runtime', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('direct' as const, 'app' as const, 'widget' as const),
        (fixture, edits, mode) => {
          expectUsable(buildRuntime([mutate(fixture, edits)], { ...context, mode }));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
