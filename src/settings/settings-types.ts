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
  /** The integrator's detail, in English (check-config, the studio, the browser's console). */
  message: string;
  /** A settings call failed (its part uses the defaults), rather than a value being invalid: the
   * visitor's notice says which, in the visitor's language. */
  notLoaded?: true;
}
