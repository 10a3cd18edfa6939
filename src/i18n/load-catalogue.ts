import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../settings/runtime.ts';

export type Catalogue = Record<string, MessageFormatElement[]>;
type Part = 'core' | 'screens';

/**
 * Compiled catalogues (scripts/i18n.ts), one lazy chunk per language and part: `core` holds what
 * the app needs at start; `screens` the texts of the screens loaded through withScreenMessages
 * (forms, claims, login), so the first page does not carry them. Only the language in use loads.
 */
const loaders: Record<string, () => Promise<{ default: unknown }>> = {
  'en.core': () => import('../generated/i18n/parts/en.core.json'),
  'en.screens': () => import('../generated/i18n/parts/en.screens.json'),
  'fr.core': () => import('../generated/i18n/parts/fr.core.json'),
  'fr.screens': () => import('../generated/i18n/parts/fr.screens.json'),
};

/** Parts the app has needed so far; a language switch loads all of them in the new language. */
const wanted: Part[] = ['core'];
const loading = new Map<string, Promise<unknown>>();
const loaded = new Map<string, Catalogue>();
const merged = new Map<string, Catalogue>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function loadPart(language: Language, part: Part): Promise<unknown> {
  const key = `${language}.${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = (loaders[key] as () => Promise<{ default: unknown }>)().then((m) => {
      loaded.set(key, m.default as Catalogue);
      notify();
    });
    // A chunk that failed to load is tried again next time.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The language's catalogue with every wanted part, once they are all loaded. */
export function loadedCatalogue(language: Language): Catalogue | undefined {
  const key = `${language}:${wanted.join('+')}`;
  let catalogue = merged.get(key);
  if (!catalogue) {
    const parts = wanted.map((part) => loaded.get(`${language}.${part}`));
    if (parts.includes(undefined)) return undefined;
    catalogue = Object.assign({}, ...parts) as Catalogue;
    merged.set(key, catalogue);
  }
  return catalogue;
}

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  await Promise.all(wanted.map((part) => loadPart(language, part)));
  return loadedCatalogue(language) ?? loadCatalogue(language); // a part may be wanted meanwhile
}

/** Calls `listener` when a catalogue part has loaded or is newly wanted. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A screen's module loader that also loads the `screens` catalogue part (in the language in use,
 * and in any language chosen later), so the screen renders with its texts. scripts/i18n.ts
 * follows the `import()` inside this call to decide which messages `core` can leave out.
 */
export function withScreenMessages<M>(load: () => Promise<M>, language: () => Language): () => Promise<M> {
  return async () => {
    // Wanted from the start: a catalogue asked for while the screen loads (start-up's, in the
    // settings' language) must bring this part too.
    const added = !wanted.includes('screens');
    if (added) {
      wanted.push('screens');
      notify();
    }
    try {
      const [module] = await Promise.all([load(), loadPart(language(), 'screens')]);
      return module;
    } catch (error) {
      // Not loaded (offline, a chunk gone): not wanted after all, so the catalogue in use stays
      // complete and the screen's own error (with Retry) shows instead of no page at all.
      if (added && ![...loaded.keys()].some((key) => key.endsWith('.screens'))) {
        wanted.splice(wanted.indexOf('screens'), 1);
        notify();
      }
      throw error;
    }
  };
}
