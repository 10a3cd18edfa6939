// The form engine as one chunk (docs/adr/0070-form-engine-in-one-chunk.md). Left alone, rolldown
// cuts the engine into the pieces that the screens with a form import, about eleven scripts that a
// form's first render asks for together. The group holds what the engine's root reaches, except
// what the first page holds, the root itself (the chunk a form's import() names), and the helpers
// that screens without a form on their first render import, with what they import: those screens
// would otherwise load the whole engine with a helper.

/** The part of rolldown's chunking context the group reads. */
export type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

export interface FormEngineGroupOptions {
  /** The app's entry module: what it reaches loads with the first page. */
  entry: string;
  /** The engine's root module, imported by the forms' import(). */
  root: string;
  /** The engine's helpers that screens without a form import. */
  outside: RegExp;
  /** Modules that show forms before the engine, and so stay out of it with what they import (a form's first paint). */
  before?: readonly string[];
  /** Modules other groups take (the libraries, the screen kit). */
  taken: readonly RegExp[];
}

/** Every module `root` reaches through static imports, itself included. */
export function importClosure(graph: ModuleGraph, root: string): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The modules of the engine's chunk. */
export function formEngineModules(graph: ModuleGraph, options: FormEngineGroupOptions): Set<string> {
  const firstPage = importClosure(graph, options.entry);
  const reached = importClosure(graph, options.root);
  const roots = [...[...reached].filter((id) => options.outside.test(id)), ...(options.before ?? [])];
  const outside = new Set(roots.flatMap((id) => [...importClosure(graph, id)]));
  return new Set([...reached].filter((id) => id !== options.root && !firstPage.has(id) && !outside.has(id) && !options.taken.some((group) => group.test(id))));
}

export const FORM_ENGINE_CHUNK = 'form-engine';
export const FIRST_PAINT_CHUNK = 'form-first-paint';

/** The modules of the first paint's chunk: what the `before` modules reach beyond the first page and the other groups. */
export function firstPaintModules(graph: ModuleGraph, options: FormEngineGroupOptions): Set<string> {
  const firstPage = importClosure(graph, options.entry);
  const reached = new Set((options.before ?? []).flatMap((id) => [...importClosure(graph, id)]));
  return new Set([...reached].filter((id) => !firstPage.has(id) && !options.taken.some((group) => group.test(id))));
}

/**
 * A rolldown code-splitting group for the engine. It takes only its own modules
 * (includeDependenciesRecursively: false): left on, rolldown would also move in what they import,
 * e.g. the login form's loader, which the entry holds, and the engine would join the first page.
 */
export function formEngineGroup(options: FormEngineGroupOptions) {
  const computed = new WeakMap<object, { engine: Set<string>; firstPaint: Set<string> }>();
  return {
    debugName: FORM_ENGINE_CHUNK,
    includeDependenciesRecursively: false,
    // Two chunks: the engine, and a form's first paint (its widgets and template, one script
    // rather than a few the engine and the login would share).
    name(id: string, graph: ModuleGraph): string | null {
      let modules = computed.get(graph);
      if (!modules) {
        modules = { engine: formEngineModules(graph, options), firstPaint: firstPaintModules(graph, options) };
        computed.set(graph, modules);
      }
      if (modules.firstPaint.has(id)) return FIRST_PAINT_CHUNK;
      return modules.engine.has(id) ? FORM_ENGINE_CHUNK : null;
    },
  };
}
