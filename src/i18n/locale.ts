import type { Language } from '../settings/runtime.ts';

/** Canadian conventions for dates, numbers and money in both languages. */
export const LOCALES: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };
