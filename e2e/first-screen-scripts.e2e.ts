// Each script a first screen asks for costs the main thread a few milliseconds on a slow phone,
// whatever its size, so the build groups what every screen's first render uses with the first page
// (docs/adr/0067-first-screen-in-fewer-scripts.md). Read from the browser tests' own build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Manifest } from 'vite';

const manifest: Manifest = JSON.parse(readFileSync(join(inject('previewOutDir'), '.vite/manifest.json'), 'utf8'));

/** The scripts a manifest entry loads with it (its static imports, followed). */
function scriptsOf(key: string): Set<string> {
  const files = new Set<string>();
  const visit = (at: string, seen: Set<string>) => {
    const chunk = manifest[at];
    if (!chunk || seen.has(at)) return;
    seen.add(at);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  visit(key, new Set());
  return files;
}

const firstPage = scriptsOf('index.html');

describe('the first screen in few scripts', () => {
  it('loads the first page as its entry, the libraries and the screens’ common code: four scripts', () => {
    const names = [...firstPage].map((file) => file.replace(/^assets\/|-[\w-]{8}\.js$/g, '')).sort();
    expect(names).toEqual(['index', 'rolldown-runtime', 'screen-kit', 'vendor']);
  });

  it('adds one script for the home screen, and none of the form engine', () => {
    const home = [...scriptsOf('src/features/home/home-screen.tsx')].filter((file) => !firstPage.has(file));
    expect(home).toHaveLength(1);
    expect(home[0]).toMatch(/^assets\/home-screen-/);
    const engine = manifest['renderers/schema-form.tsx']?.file;
    expect(engine).toBeDefined();
    expect(firstPage.has(engine ?? '')).toBe(false);
  });

  it('gives the screens’ data hook and the API client one script, loaded with the first page', () => {
    const kit = [...firstPage].find((file) => file.includes('screen-kit-')) ?? '';
    const text = readFileSync(join(inject('previewOutDir'), kit), 'utf8');
    // Texts of the API client and of the data hook's request cycle, which survive minification.
    expect(text).toContain('Accept-Language');
    for (const screen of ['src/features/documents/list/documents-list-screen.tsx', 'src/features/services/services-screen.tsx']) {
      const own = [...scriptsOf(screen)].filter((file) => !firstPage.has(file));
      expect(own.some((file) => /(use-call|run-call|entered-call|paths|money|use-media-query)-/.test(file)), screen).toBe(false);
    }
  });
});
