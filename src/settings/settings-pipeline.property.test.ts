// Property: whatever JSON arrives as settings — random values or fixture configs with random
// parts replaced — the pipeline never throws and always yields a Runtime the app can render.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildRuntime } from './settings-pipeline.ts';
import type { DeriveContext, Runtime } from './runtime.ts';
import { features } from '../features/feature-registry.ts';
import { mutateJson } from '../../tests/mutate-json.ts';

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

/**
 * Thousands of runs take 1 to 5 s alone and several times that on a loaded machine (a full test
 * run on two cores): past vitest's 5 s default. A hang still fails, after two minutes.
 */
const PROPERTY_TIMEOUT = { timeout: 120_000 };

describe('settings pipeline properties', () => {
  it('has fixture brokerages to mutate', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it('never throws on 10 000 arbitrary JSON values and always derives a usable Runtime', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectUsable(buildRuntime([value], context));
      }),
      { numRuns: 10_000 },
    );
  });

  it('never throws on mutated fixture configs and always derives a usable Runtime', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        fc.array(fc.tuple(fc.nat(), fc.jsonValue({ maxDepth: 2 })), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('direct' as const, 'app' as const, 'widget' as const),
        (fixture, edits, mode) => {
          expectUsable(buildRuntime([mutateJson(fixture, edits)], { ...context, mode }));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  // Hostile settings: one bad item in an array, script urls anywhere a url goes, absurd nesting.
  const HOSTILE_URLS = ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '//evil.example/x', '/\\evil.example', 'https://', 'java\tscript:alert(1)'];
  const URL_POINTERS = ['/brand/logo', '/terms/link', '/brand/icons/0/src', '/labels/documents/url', '/featuresAndOptions/0/url', '/featuresAndOptions/0/externalUrl', '/featuresAndOptions/0/iconUrl'];

  function withAt(doc: Record<string, unknown>, pointer: string, value: unknown): Record<string, unknown> {
    const copy = structuredClone(doc);
    const keys = pointer.split('/').slice(1);
    let node = copy as Record<string, unknown>;
    for (const [i, key] of keys.slice(0, -1).entries()) {
      const next = keys[i + 1] as string;
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = /^\d+$/.test(next) ? [{ name: 'Entry', src: '/a.png' }] : {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1] as string] = value;
    return copy;
  }

  it('rejects every script url by the schema and names it by its pointer, never falling back whole', PROPERTY_TIMEOUT, () => {
    let tried = 0;
    let wholeFallbacks = 0;
    for (const fixture of fixtures) {
      for (const pointer of URL_POINTERS) {
        for (const url of HOSTILE_URLS) {
          const runtime = buildRuntime([withAt(fixture, pointer, url)], context);
          tried += 1;
          expectUsable(runtime);
          if (runtime.settingsErrors.some((e) => e.pointer === '')) wholeFallbacks += 1;
          expect(runtime.settingsErrors.map((e) => e.pointer), `${pointer} = ${url}`).toContain(pointer);
          for (const item of runtime.menu) expect(item.href).not.toMatch(/^\s*(javascript|data|vbscript):|^\/\/|^\/\\/i);
          if (runtime.brand.logo) expect(runtime.brand.logo).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        }
      }
    }
    console.log(`hostile settings: ${tried} tried, ${wholeFallbacks} whole-settings fallbacks`);
    expect(wholeFallbacks).toBe(0);
  });

  it('repairs one bad item of an array locally: the other entries stay', PROPERTY_TIMEOUT, () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), fc.nat({ max: 9 }), fc.jsonValue({ maxDepth: 2 }), (fixture, index, junk) => {
        const entries = Array.from({ length: 10 }, (_, i) => ({ name: `Entry ${i}`, url: `/services`, order: i }));
        entries[index] = junk as never;
        const runtime = buildRuntime([{ ...fixture, featuresAndOptions: entries }], context);
        expect(runtime.settingsErrors.some((e) => e.pointer === '')).toBe(false);
        const names = runtime.menu.map((item) => ('literal' in item.name ? item.name.literal : ''));
        for (let i = 0; i < 10; i += 1) if (i !== index) expect(names).toContain(`Entry ${i}`);
      }),
      { numRuns: 1_000 },
    );
  });

  it('drops a value nested absurdly deep with the Error notice, never a stack overflow', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    const runtime = buildRuntime([{ brand: { name: 'Deep' }, graphics: deep }], context);
    expectUsable(runtime);
    expect(runtime.brand.name).toBe('Deep');
    expect(runtime.settingsErrors.map((e) => e.message)).toContain('is nested more than 16 levels deep and was dropped');
  });
});
