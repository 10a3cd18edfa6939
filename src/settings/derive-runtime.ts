import type { QuoteKind, Settings, SettingsIssue } from './settings-types.ts';
import type { Currency, DeriveContext, Language, ProofRules, ReviewLink, Runtime } from './runtime.ts';
import { deriveMenu } from './derive-menu.ts';
import { brandingStylesheetQuery, deriveTheme } from './derive-theme.ts';
import { isAfterHoursAt, parseOfficeHours } from './office-hours.ts';
import { DEFAULT_COUNTRY, DEFAULT_TIME_ZONE } from './default-settings.ts';
import { safeUrl } from '../paths/safe-url.ts';
import { hostsNamedIn } from './settings-hosts.ts';
import { COUNTRIES, type CountryCode } from '../generated/countries.ts';

/** The country's conventions (schemas/countries/): a code without data (validation refuses it) reads as the default's. */
export function countryOf(code: string | undefined): CountryCode {
  return code !== undefined && code in COUNTRIES ? (code as CountryCode) : DEFAULT_COUNTRY;
}

/** docs/product-rules.md#country: the settings' currency, else the country's own. */
export function currencyOf(settings: Pick<Settings, 'countryIsoCode' | 'currency'>): Currency {
  return settings.currency ?? COUNTRIES[countryOf(settings.countryIsoCode)].currency;
}

/** The browser's language: the first of its languages (most preferred first) that is English or French, else English. */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'en' || base === 'fr') return base;
  }
  return 'en';
}

/** The visitor's explicit choice wins; else the brokerage's language (the starting language); else the browser's. */
function pickLanguage(settings: Settings, context: DeriveContext): Language {
  if (context.selectedLanguage) return context.selectedLanguage;
  if (settings.language) return settings.language;
  return browserLanguage(context.browserLanguages ?? []);
}

function onlyTrue(record: Record<string, unknown> | undefined): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(record ?? {})) out[key] = value === true;
  return out;
}

/** The proof-of-insurance table as the slips read it: province codes in upper case, booleans
 * strictly true. */
export function deriveProofRules(settings: Settings): ProofRules {
  const provinces: Record<string, ProofRules['provinces'][string]> = {};
  for (const [code, rule] of Object.entries(settings.proofOfInsurance?.provinces ?? {})) {
    provinces[code.toUpperCase()] = {
      electronicAccepted: rule.electronicAccepted === true,
      pinkSlip: rule.pinkSlip === true,
      wording: { en: rule.wording.en, fr: rule.wording.fr },
    };
  }
  return { provinces };
}

/** The accessibility feedback contact: the given e-mail, phone and page (an http(s) url only). */
function deriveAccessibilityContact(settings: Settings): Runtime['accessibilityContact'] {
  const { feedbackEmail, feedbackPhone, feedbackUrl } = settings.accessibility ?? {};
  const url = safeUrl(feedbackUrl, { kind: 'web' });
  return { ...(feedbackEmail ? { email: feedbackEmail } : {}), ...(feedbackPhone ? { phone: feedbackPhone } : {}), ...(url ? { url } : {}) };
}

/** Every kind of quote, in the order the quote screen lists them when settings name none. */
export const QUOTE_KINDS: readonly QuoteKind[] = ['auto', 'home', 'tenant', 'condo', 'business'];

/** The kinds of quote offered: the settings' list in its order without repeats, every kind when absent. */
function deriveQuoteKinds(settings: Settings): QuoteKind[] {
  const kinds = settings.quoteOptions?.kinds ?? QUOTE_KINDS;
  return kinds.filter((kind, index) => QUOTE_KINDS.includes(kind) && kinds.indexOf(kind) === index);
}

/** The brokerage's review pages; an http(s) one opens in a new tab. */
function deriveReviewLinks(settings: Settings): ReviewLink[] {
  return (settings.reviewOptions?.links ?? []).map(({ name, url }) => ({ name, url, external: /^https?:\/\//i.test(url) }));
}

/** Pure: validated settings and the visit's context in, the Runtime every component reads out. */
export function deriveRuntime(settings: Settings, context: DeriveContext): Runtime {
  const features = onlyTrue(settings.features);
  const flags = onlyTrue(settings.featureFlags);
  const refusedLinks: SettingsIssue[] = [];
  const menu = deriveMenu(settings, features, context.menuDefaults, refusedLinks);
  const chatOn = features.chat === true;
  const hideAfterHours = settings.chatOptions?.hideChatAfterHours === true;
  // The same rule as the chat screen's, which follows it while the app stays open (chat-model).
  // Asked only when it can hide the chat: a zone's clock needs ICU's time-zone data, slow to
  // load on a phone before the first screen.
  const afterHours = chatOn && hideAfterHours && isAfterHoursAt(parseOfficeHours(settings.afterHours, { timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE }), context.now);
  const widget = context.mode === 'widget';
  const country = countryOf(settings.countryIsoCode);
  const conventions = COUNTRIES[country];

  const runtime: Runtime = {
    brokerId: context.brokerId,
    mode: context.mode,
    language: pickLanguage(settings, context),
    defaultLanguage: pickLanguage(settings, { ...context, selectedLanguage: undefined }),
    languageFromSettings: settings.language !== undefined,
    countryIsoCode: country,
    brokerLabel: country === 'US' ? 'myAgent' : 'myBroker',
    currency: currencyOf(settings),
    units: { distance: conventions.distanceUnit, temperature: conventions.temperatureUnit },
    brand: { name: settings.brand.name, icons: settings.brand.icons ?? [] },
    features,
    flags,
    menu,
    chat: {
      enabled: chatOn && !afterHours,
      chatOnly: chatOn && menu.every((item) => item.feature === 'chat'),
      hideAfterHours,
    },
    banner: settings.bannerNotification ?? { enableNotificationBanner: false },
    timeZone: settings.timeZone ?? DEFAULT_TIME_ZONE,
    theme: deriveTheme(settings.brand),
    labels: settings.labels ?? {},
    claimNumbersShown: settings.claimOptions?.showClaimNumbers === true,
    proofRules: deriveProofRules(settings),
    walletPasses: { apple: settings.proofOfInsurance?.walletPasses?.apple === true, google: settings.proofOfInsurance?.walletPasses?.google === true },
    accessibilityContact: deriveAccessibilityContact(settings),
    quote: { kinds: deriveQuoteKinds(settings) },
    reviewLinks: deriveReviewLinks(settings),
    shell: { sidebar: !widget, installPrompt: !widget, push: !widget, closeEntries: widget, unsavedGuard: !widget },
    widgetParentOrigins: settings.widgetOptions?.allowedParentOrigins ?? [],
    ownHosts: hostsNamedIn(settings),
    settingsErrors: [...(context.errors ?? []), ...refusedLinks],
    settingsWarnings: context.warnings ?? [],
  };
  const logo = safeUrl(settings.brand.logo, { kind: 'web' });
  if (logo) runtime.brand.logo = logo;
  if (settings.afterHours) runtime.chat.officeHours = settings.afterHours;
  const { afterHoursMessage, afterHoursPhone, afterHoursEmail } = settings.chatOptions ?? {};
  Object.assign(runtime.chat, { ...(afterHoursMessage ? { afterHoursMessage } : {}), ...(afterHoursPhone ? { afterHoursPhone } : {}), ...(afterHoursEmail ? { afterHoursEmail } : {}) });
  if (settings.terms?.link) runtime.termsLink = settings.terms.link;
  if (settings.pushOptions?.vapidPublicKey) runtime.pushKey = settings.pushOptions.vapidPublicKey;
  if (settings.quoteOptions?.instantQuoteUrl) runtime.quote.instantQuoteUrl = settings.quoteOptions.instantQuoteUrl;
  if (settings.brand.brandingStylesheet) runtime.brandingStylesheet = brandingStylesheetQuery(settings.brand);
  return runtime;
}
