import type { MessageDescriptor } from 'react-intl';
import type { BannerNotification, Settings, SettingsIssue } from './settings-types.ts';
import type { ThemeTokens } from './derive-theme.ts';

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
  /** In-app path or absolute url. */
  href: string;
  /** Opens in a new tab with rel="noopener". */
  external: boolean;
  leftIcon?: MenuIcon;
  rightIcon?: string;
  rightCheckbox?: boolean;
  topInfo?: string;
  errorMessage?: string;
}

/** Everything the app shell and screens read about the brokerage: pure data, derived once. */
export interface Runtime {
  brokerId: string;
  mode: ClientMode;
  language: Language;
  /** Settings fixed the language: the language menu still switches, but settings win on load. */
  languageFromSettings: boolean;
  countryIsoCode: string;
  brokerLabel: 'myAgent' | 'myBroker';
  brand: { name: string; logo?: string; icons: NonNullable<Settings['brand']['icons']> };
  features: Record<string, boolean>;
  flags: Record<string, boolean>;
  menu: MenuItem[];
  chat: { enabled: boolean; chatOnly: boolean };
  banner: BannerNotification;
  /** IANA time zone of the office (hours, banner start and end days). */
  timeZone: string;
  theme: ThemeTokens;
  /** Query of the branding stylesheet when the brokerage uses one (brand.brandingStylesheet). */
  brandingStylesheet?: Record<string, string | undefined>;
  termsLink?: string;
  labels: NonNullable<Settings['labels']>;
  claimNumbersShown: boolean;
  shell: { sidebar: boolean; installPrompt: boolean; push: boolean; closeEntries: boolean; unsavedGuard: boolean };
  /** Problems found in the settings; shown to the visitor as the settings 'Error' notification. */
  settingsErrors: SettingsIssue[];
  settingsWarnings: SettingsIssue[];
}

export interface DeriveContext {
  brokerId: string;
  mode: ClientMode;
  now: Date;
  /** Language the visitor chose earlier, if any. */
  selectedLanguage?: Language;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
  errors?: SettingsIssue[];
  warnings?: SettingsIssue[];
}
