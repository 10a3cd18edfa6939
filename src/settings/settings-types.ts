// The settings types come from schemas/settings.schema.json (npm run generate); this file only
// names the parts the pipeline passes around.
import type { Settings, MenuEntry } from '../generated/settings.types.ts';

export type { Settings, MenuEntry };
export type Features = NonNullable<Settings['features']>;
export type FeatureFlags = NonNullable<Settings['featureFlags']>;
export type BannerNotification = NonNullable<Settings['bannerNotification']>;
export type OfficeHours = NonNullable<Settings['afterHours']>;

/** One problem found in settings: where (RFC 6901 JSON pointer) and what. */
export interface SettingsIssue {
  pointer: string;
  message: string;
}
