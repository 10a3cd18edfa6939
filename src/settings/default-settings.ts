import type { Settings } from './settings-types.ts';
import type { CountryCode } from '../generated/countries.ts';

export const DEFAULT_COUNTRY = 'CA' satisfies CountryCode;
export const DEFAULT_TIME_ZONE = 'America/Toronto';
/** The brand colour when settings give none: the settings schema's default of brand.brandColor
 * (default-settings.test.ts keeps the two the same). */
export const DEFAULT_BRAND_COLOR = '#1f4e79';
export const DEFAULT_BRAND_CONTRAST_COLOR = '#ffffff';
export const DEFAULT_ACTION_COLOR = '#0b6e4f';

function titleCase(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => (dash ? ' ' : '') + c.toUpperCase());
}

/**
 * What a brokerage gets for everything its settings leave out. Features are off unless settings
 * turn them on (docs/product-rules.md#access: a feature shows only if its flag is true); `language` is absent so the
 * visitor's or browser's language applies unless settings give one.
 */
export function createDefaultSettings(brokerId: string): Settings {
  return {
    subdomain: brokerId,
    countryIsoCode: DEFAULT_COUNTRY,
    timeZone: DEFAULT_TIME_ZONE,
    brand: {
      name: titleCase(brokerId) || 'Insurance',
      brandColor: DEFAULT_BRAND_COLOR,
      brandContrastColor: DEFAULT_BRAND_CONTRAST_COLOR,
      actionColor: DEFAULT_ACTION_COLOR,
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
    proofOfInsurance: { provinces: defaultProofProvinces() },
  };
}

type ProofProvinces = NonNullable<NonNullable<Settings['proofOfInsurance']>['provinces']>;

const CARRY = {
  en: 'Keep it in the vehicle and show it to a police officer on request.',
  fr: 'Gardez-la dans le véhicule et présentez-la à un agent de la paix sur demande.',
};

/** The liability insurance card wording of a province's standard automobile policy. */
function liabilityCard(en: string, fr: string) {
  return {
    en: `${en} Standard Automobile Policy – Liability insurance card. ${CARRY.en}`,
    fr: `Police type d’assurance automobile ${fr} – Carte d’assurance-responsabilité. ${CARRY.fr}`,
  };
}

/** Where basic insurance is public, the broker's slip is not the legal proof. */
function publicInsurer(en: string, fr: string, insurer: string) {
  return {
    en: `${en}: basic vehicle insurance is issued by ${insurer}. Carry your ${insurer} insurance documents; this slip does not replace them.`,
    fr: `${fr}\u00a0: l’assurance automobile de base est émise par ${insurer}. Gardez vos documents d’assurance ${insurer}\u202f; cette attestation ne les remplace pas.`,
  };
}

/**
 * Proof-of-insurance rules by province and territory (settings `proofOfInsurance`). A
 * research-based starting point, not legal advice: each brokerage confirms them with its insurers
 * and overrides a province in its settings. Where a rule is uncertain it is conservative: no
 * electronic proof (the paper slip is always offered).
 */
function defaultProofProvinces(): ProofProvinces {
  return {
    // Electronic proof accepted since 2022 (Compulsory Automobile Insurance Act); the pink card.
    ON: { electronicAccepted: true, pinkSlip: true, wording: liabilityCard('Ontario', 'de l’Ontario') },
    // Electronic proof accepted (to confirm with the insurer); the Québec certificate is not pink.
    QC: {
      electronicAccepted: true,
      pinkSlip: false,
      wording: {
        en: `Certificate of automobile insurance – Québec Automobile Insurance Policy. ${CARRY.en}`,
        fr: `Attestation d’assurance automobile – Police d’assurance automobile du Québec. ${CARRY.fr}`,
      },
    },
    // Electronic proof accepted since 2017; pink card.
    AB: { electronicAccepted: true, pinkSlip: true, wording: liabilityCard('Alberta', 'de l’Alberta') },
    // The first province to accept electronic proof (2016); pink card.
    NS: { electronicAccepted: true, pinkSlip: true, wording: liabilityCard('Nova Scotia', 'de la Nouvelle-Écosse') },
    // Electronic proof accepted (to confirm); pink card.
    NB: { electronicAccepted: true, pinkSlip: true, wording: liabilityCard('New Brunswick', 'du Nouveau-Brunswick') },
    // Electronic proof accepted since 2017 (to confirm); pink card.
    NL: { electronicAccepted: true, pinkSlip: true, wording: liabilityCard('Newfoundland and Labrador', 'de Terre-Neuve-et-Labrador') },
    // Electronic proof accepted (to confirm); pink card.
    PE: { electronicAccepted: true, pinkSlip: true, wording: liabilityCard('Prince Edward Island', 'de l’Île-du-Prince-Édouard') },
    // Public basic insurance (ICBC, SGI, MPI): no electronic broker slip assumed, not pink.
    BC: { electronicAccepted: false, pinkSlip: false, wording: publicInsurer('British Columbia', 'Colombie-Britannique', 'ICBC') },
    SK: { electronicAccepted: false, pinkSlip: false, wording: publicInsurer('Saskatchewan', 'Saskatchewan', 'SGI') },
    MB: { electronicAccepted: false, pinkSlip: false, wording: publicInsurer('Manitoba', 'Manitoba', 'MPI') },
    // Territories: pink card; electronic proof not confirmed, so not offered.
    YT: { electronicAccepted: false, pinkSlip: true, wording: liabilityCard('Yukon', 'du Yukon') },
    NT: { electronicAccepted: false, pinkSlip: true, wording: liabilityCard('Northwest Territories', 'des Territoires du Nord-Ouest') },
    NU: { electronicAccepted: false, pinkSlip: true, wording: liabilityCard('Nunavut', 'du Nunavut') },
  };
}
