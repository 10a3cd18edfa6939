import type { MessageFormatElement } from 'react-intl';
import type { Language } from '../settings/runtime.ts';

export type Catalogue = Record<string, MessageFormatElement[]>;

/** Compiled catalogues (scripts/i18n.ts): one lazy chunk per language. */
const loaders: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('../generated/i18n/en.json').then((m) => m.default as unknown as Catalogue),
  fr: () => import('../generated/i18n/fr.json').then((m) => m.default as unknown as Catalogue),
};

const loaded = new Map<Language, Catalogue>();

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const catalogue = await loaders[language]();
  loaded.set(language, catalogue);
  return catalogue;
}

export function loadedCatalogue(language: Language): Catalogue | undefined {
  return loaded.get(language);
}
