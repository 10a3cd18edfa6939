import type { MessageDescriptor } from 'react-intl';
import type { BannerNotification, FeatureKey, QuoteKind, Settings, SettingsIssue } from './settings-types.ts';
import type { ThemeTokens } from './derive-theme.ts';
import type { BrandingGetStylesRequest } from '../api/generated/api-types.ts';
import type { COUNTRIES, CountryCode } from '../generated/countries.ts';

export type Language = 'en' | 'fr';
export type ClientMode = 'direct' | 'app' | 'widget';

/** A text that is either a catalogue message (translated) or a brokerage's own words. */
export type Text = { message: MessageDescriptor } | { literal: string };

export type MenuIcon =
  | { kind: 'icon'; name: string }
  | { kind: 'image'; src: string }
  | { kind: 'checkbox'; checked: boolean };

export interface MenuItem {
  key: string;
  name: Text;
  description?: Text;
  feature?: string;
  /** In-app path, absolute url, or a mailto: / tel: link (opened by the browser, never routed in the app). */
  href: string;
  /** Opens in a new tab with rel="noopener". */
  external: boolean;
  leftIcon?: MenuIcon;
  rightIcon?: string;
  rightCheckbox?: boolean;
  topInfo?: string;
  errorMessage?: string;
  /** Chosen as a key action of the desktop start page (settings `keyAction`). */
  keyAction?: boolean;
}

/** A province's or territory's proof-of-insurance rule (settings `proofOfInsurance`). */
export interface ProvinceProofRule {
  /** Electronic proof (eSlip, eID card) is accepted at a roadside check. */
  electronicAccepted: boolean;
  /** The slip is pink there. */
  pinkSlip: boolean;
  /** The wording the province requires on the slip. */
  wording: Record<Language, string>;
}

/** Proof-of-insurance rules by province or territory code (upper case, e.g. ON). */
export interface ProofRules {
  provinces: Readonly<Record<string, ProvinceProofRule>>;
}

/** A brokerage's public review page (settings reviewOptions.links). */
export interface ReviewLink {
  name: string;
  url: string;
  /** Opens in a new tab with rel="noopener" (an http(s) url). */
  external: boolean;
}

/** Chat after hours (settings chatOptions, afterHours): `enabled` is decided at start; the chat
 * screen checks the clock again with these while it is open. */
export interface ChatAfterHours {
  /** chatOptions.hideChatAfterHours. */
  hideAfterHours?: boolean;
  /** The settings' office hours (read in the office time zone, `timeZone`). */
  officeHours?: NonNullable<Settings['afterHours']>;
  /** The brokerage's own after-hours words and contact options. */
  afterHoursMessage?: string;
  afterHoursPhone?: string;
  afterHoursEmail?: string;
}

/** A currency the app formats and sends (settings `currency`). */
export type Currency = NonNullable<Settings['currency']>;
export type DistanceUnit = (typeof COUNTRIES)[CountryCode]['distanceUnit'];
export type TemperatureUnit = (typeof COUNTRIES)[CountryCode]['temperatureUnit'];

/** Everything the app shell and screens read about the brokerage: pure data, derived once. */
export interface Runtime {
  brokerId: string;
  mode: ClientMode;
  language: Language;
  /** The language without the visitor's choice (the brokerage's, else the browser's): logout's. */
  defaultLanguage: Language;
  /** Settings name the language: the starting language, until the visitor chooses another (which is kept). */
  languageFromSettings: boolean;
  /** A country with data (schemas/countries/): its forms' parts, units and default currency (docs/product-rules.md#country). */
  countryIsoCode: CountryCode;
  brokerLabel: 'myAgent' | 'myBroker';
  /** ISO 4217 currency of every amount shown and sent: the settings' `currency`, else the country's. */
  currency: Currency;
  /** Units of measure of the country: distances and temperatures shown and asked in them. */
  units: { distance: DistanceUnit; temperature: TemperatureUnit };
  brand: { name: string; logo?: string; icons: NonNullable<Settings['brand']['icons']> };
  features: Record<string, boolean>;
  flags: Record<string, boolean>;
  menu: MenuItem[];
  chat: { enabled: boolean; chatOnly: boolean } & ChatAfterHours;
  banner: BannerNotification;
  /** IANA time zone of the office (hours, banner start and end days). */
  timeZone: string;
  theme: ThemeTokens;
  /** Query of the branding stylesheet when the brokerage uses one (brand.brandingStylesheet). */
  brandingStylesheet?: BrandingGetStylesRequest;
  termsLink?: string;
  /** Origins of the pages allowed to embed the app in widget mode (settings widgetOptions). */
  widgetParentOrigins: string[];
  /** The hosts the settings name in their http(s) URLs: the brokerage's own sites (settings-hosts.ts). */
  ownHosts: string[];
  labels: NonNullable<Settings['labels']>;
  claimNumbersShown: boolean;
  /** Provincial rules for proof slips: electronic accepted, pink, required wording. */
  proofRules: ProofRules;
  /** Which wallets the brokerage's back end signs passes for (settings proofOfInsurance.walletPasses). */
  walletPasses: { apple: boolean; google: boolean };
  /** Where accessibility feedback goes (settings accessibility); none: contact the brokerage. */
  accessibilityContact: { email?: string; phone?: string; url?: string };
  /** Quote requests (settings quoteOptions): the kinds offered, in order, and the external instant-quote tool. */
  quote: { kinds: QuoteKind[]; instantQuoteUrl?: string };
  /** Public review pages offered after a good rating (settings reviewOptions.links). */
  reviewLinks: ReviewLink[];
  shell: { sidebar: boolean; installPrompt: boolean; push: boolean; closeEntries: boolean; unsavedGuard: boolean };
  /** VAPID public key of the brokerage's push server (settings pushOptions); push is unavailable without it. */
  pushKey?: string;
  /** Problems found in the settings; shown to the visitor as the settings 'Error' notification. */
  settingsErrors: SettingsIssue[];
  settingsWarnings: SettingsIssue[];
}

/** A feature's entry in the default main menu: its texts are catalogue messages, not settings. */
export interface DefaultMenuEntry {
  feature?: FeatureKey;
  /** In-app path, for an entry without a feature switch (e.g. road services). */
  url?: string;
  leftIcon: string;
  order: number;
  nameMessage: MessageDescriptor;
  descriptionMessage: MessageDescriptor;
}

/** What the feature declarations (src/features/*\/feature.ts) tell the pipeline about menus. */
export interface MenuDefaults {
  /** The default main menu (docs/product-rules.md#main-menu), used when settings give no featuresAndOptions. */
  entries: readonly DefaultMenuEntry[];
  /** In-app path of a feature's menu entry when the entry gives no url (may depend on settings). */
  routes: Readonly<Partial<Record<string, (settings: Settings) => string>>>;
  /** Built-in left icon of a feature's entry when the entry names none. */
  icons: Readonly<Partial<Record<string, string>>>;
}

export interface DeriveContext {
  brokerId: string;
  /** Default menu, feature routes and icons, from the feature declarations. */
  menuDefaults: MenuDefaults;
  mode: ClientMode;
  now: Date;
  /** Language the visitor chose earlier, if any. */
  selectedLanguage?: Language;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
  errors?: SettingsIssue[];
  warnings?: SettingsIssue[];
}
