// The settings types come from schemas/settings.schema.json (npm run generate); this file only
// names the parts the pipeline passes around.
import type { Settings, MenuEntry, QuoteKind } from '../generated/settings.types.ts';

export type { Settings, MenuEntry, QuoteKind };
export type Features = NonNullable<Settings['features']>;
export type BannerNotification = NonNullable<Settings['bannerNotification']>;

/** The declared keys of a record type, without its index signature. */
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** A feature switch named in schemas/settings.schema.json (`features`): a typo is a compile error. */
export type FeatureKey = DeclaredKeys<Features> & string;

/** One problem found in settings: where (RFC 6901 JSON pointer) and what. */
export interface SettingsIssue {
  pointer: string;
  message: string;
}
