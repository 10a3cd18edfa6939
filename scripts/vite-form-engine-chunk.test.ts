// formEngineGroup: which modules the form engine's one chunk holds.
import { describe, expect, it } from 'vitest';
import { formEngineGroup, formEngineModules, importClosure, type ModuleGraph } from './vite-form-engine-chunk.ts';

/** A module graph from a list of static imports. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null) };
}

// The entry reaches the login's form loader and the libraries; the engine's root reaches its own
// modules, a library, the screen kit, that loader, and a helper the inventory imports too.
const graph = graphOf({
  '/app/main.tsx': ['/nm/react/index.js', '/app/login.load.ts', '/app/use-call.ts'],
  '/app/login.load.ts': [],
  '/nm/react/index.js': [],
  '/app/use-call.ts': [],
  '/app/schema-form.tsx': ['/nm/rjsf/core.js', '/app/renderers.tsx', '/app/form-catalogue.ts', '/app/form-messages.ts', '/nm/react/index.js', '/app/use-call.ts'],
  '/nm/rjsf/core.js': ['/nm/rjsf/utils.js'],
  '/nm/rjsf/utils.js': [],
  '/app/renderers.tsx': ['/app/image-resize.ts', '/nm/rjsf/utils.js'],
  '/app/image-resize.ts': ['/app/file-signature.ts'],
  '/app/file-signature.ts': [],
  '/app/form-catalogue.ts': ['/app/login.load.ts'],
  '/app/form-messages.ts': [],
});
const options = {
  entry: '/app/main.tsx',
  root: '/app/schema-form.tsx',
  outside: /\/(form-messages|image-resize)\.ts$/,
  taken: [/\/nm\/react\//, /\/use-call\.ts$/],
};

describe('importClosure', () => {
  it('follows static imports from the root, itself included, each once', () => {
    expect([...importClosure(graph, '/app/renderers.tsx')].sort()).toEqual(['/app/file-signature.ts', '/app/image-resize.ts', '/app/renderers.tsx', '/nm/rjsf/utils.js']);
  });
});

describe('formEngineModules', () => {
  it('holds what the root reaches, not the root, the first page, the other groups, nor the outside helpers and what they import', () => {
    expect([...formEngineModules(graph, options)].sort()).toEqual(['/app/form-catalogue.ts', '/app/renderers.tsx', '/nm/rjsf/core.js', '/nm/rjsf/utils.js']);
  });
});

describe('formEngineGroup', () => {
  it('names the engine’s modules form-engine and leaves the others, taking only them', () => {
    const group = formEngineGroup(options);
    expect(group.includeDependenciesRecursively).toBe(false);
    expect(group.name('/nm/rjsf/core.js', graph)).toBe('form-engine');
    expect(group.name('/app/form-catalogue.ts', graph)).toBe('form-engine');
    for (const id of ['/app/schema-form.tsx', '/app/login.load.ts', '/app/image-resize.ts', '/app/file-signature.ts', '/app/form-messages.ts', '/nm/react/index.js']) expect(group.name(id, graph), id).toBeNull();
  });
});
