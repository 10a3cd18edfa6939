// Provincial proof-of-insurance rules are data: the settings schema checks them, the defaults
// cover every province and territory in both languages, and the runtime derives them purely.
import { describe, expect, it } from 'vitest';
import { createDefaultSettings } from '../../../settings/default-settings.ts';
import { deriveProofRules } from '../../../settings/derive-runtime.ts';
import { mergeSettings } from '../../../settings/merge-settings.ts';
import { buildRuntime } from '../../../settings/settings-pipeline.ts';
import type { Settings } from '../../../settings/settings-types.ts';
import { validateSettings } from '../../../settings/validate-settings.ts';

const PROVINCES_AND_TERRITORIES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
const defaults = createDefaultSettings('acme');
const menuDefaults = { entries: [], routes: {}, icons: {} };
const check = (layer: unknown) => validateSettings(mergeSettings(defaults, layer), defaults);

describe('proof-of-insurance rules in settings', () => {
  it('has a schema-valid built-in rule for every province and territory, worded in English and French', () => {
    expect(check({}).errors).toEqual([]);
    const provinces = defaults.proofOfInsurance?.provinces ?? {};
    expect(Object.keys(provinces).sort()).toEqual(PROVINCES_AND_TERRITORIES);
    for (const rule of Object.values(provinces)) {
      expect(rule.wording.en.length).toBeGreaterThan(20);
      expect(rule.wording.fr.length).toBeGreaterThan(20);
      expect(rule.wording.fr).not.toMatch(/[^\u00a0\u202f][:;?!](\s|$)/);
    }
  });

  it('refuses a malformed rule and keeps the built-in one', () => {
    const result = check({ proofOfInsurance: { provinces: { ON: { electronicAccepted: 'yes' } } } });
    expect(result.errors.map((e) => e.pointer)).toContain('/proofOfInsurance/provinces/ON/electronicAccepted');
    expect(result.settings.proofOfInsurance?.provinces?.ON?.electronicAccepted).toBe(true);
  });

  it('refuses a new province without its wording, and a code that is not two capitals', () => {
    const missing = check({ proofOfInsurance: { provinces: { XX: { electronicAccepted: true, pinkSlip: false } } } });
    expect(missing.errors.some((e) => e.pointer.startsWith('/proofOfInsurance/provinces/XX'))).toBe(true);
    expect(missing.settings.proofOfInsurance?.provinces?.XX).toBeUndefined();
    const badCode = check({ proofOfInsurance: { provinces: { ontario: { electronicAccepted: true, pinkSlip: true, wording: { en: 'a', fr: 'b' } } } } });
    expect(badCode.errors.length + badCode.warnings.length).toBeGreaterThan(0);
    expect(badCode.settings.proofOfInsurance?.provinces?.ontario).toBeUndefined();
  });

  it('derives the runtime table purely: upper-case codes, strict booleans, both wordings', () => {
    const settings = { ...defaults, proofOfInsurance: { provinces: { on: { electronicAccepted: true, pinkSlip: false, wording: { en: 'E', fr: 'F' }, basis: 'test' } } } } as unknown as Settings;
    expect(deriveProofRules(settings)).toEqual({ provinces: { ON: { electronicAccepted: true, pinkSlip: false, wording: { en: 'E', fr: 'F' } } } });
    expect(deriveProofRules({ ...defaults, proofOfInsurance: {} } as Settings)).toEqual({ provinces: {} });
    expect(deriveProofRules(settings)).toEqual(deriveProofRules(settings));
  });

  it('reaches the runtime through the pipeline, a brokerage’s wording included', () => {
    const runtime = buildRuntime([{ proofOfInsurance: { provinces: { NS: { wording: { en: 'Nova Scotia card', fr: 'Carte de la N.-É.' } } } } }], {
      brokerId: 'acme',
      mode: 'direct',
      now: new Date(),
      menuDefaults,
    });
    expect(runtime.settingsErrors).toEqual([]);
    expect(runtime.proofRules.provinces.NS).toEqual({ electronicAccepted: true, pinkSlip: true, wording: { en: 'Nova Scotia card', fr: 'Carte de la N.-É.' } });
    expect(Object.keys(runtime.proofRules.provinces)).toHaveLength(PROVINCES_AND_TERRITORIES.length);
  });
});
