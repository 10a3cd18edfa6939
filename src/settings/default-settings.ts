import type { Settings } from './settings-types.ts';

export const DEFAULT_COUNTRY = 'CA';
export const DEFAULT_TIME_ZONE = 'America/Toronto';

function titleCase(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

/**
 * What a brokerage gets for everything its settings leave out. Features are off unless settings
 * turn them on (SPEC §6: a feature shows only if its flag is true); `language` is absent so the
 * visitor's or browser's language applies unless settings give one.
 */
export function createDefaultSettings(brokerId: string): Settings {
  return {
    subdomain: brokerId,
    countryIsoCode: DEFAULT_COUNTRY,
    timeZone: DEFAULT_TIME_ZONE,
    brand: {
      name: titleCase(brokerId) || 'Insurance',
      brandColor: '#1f4e79',
      brandContrastColor: '#ffffff',
      actionColor: '#0b6e4f',
      colors: {},
      icons: [],
    },
    graphics: {},
    features: {},
    featureFlags: {},
    labels: {},
    quoteOptions: {},
    claimOptions: { showClaimNumbers: false },
    chatOptions: { hideChatAfterHours: false },
    afterHours: {},
    bannerNotification: { enableNotificationBanner: false },
    terms: {},
  };
}
