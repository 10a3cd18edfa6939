// Slip eligibility per province and policy state, on the built-in provincial rules and on a
// brokerage's overrides (settings → runtime.proofRules), as tables.
import { describe, expect, it } from 'vitest';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import { buildRuntime } from '../../../settings/settings-pipeline.ts';
import type { ProofRules } from '../../../settings/runtime.ts';
import { isInForce, kindsFor, localIsoDate, slipAllowed, slipEligibility, termStatus, type SlipPolicy } from './slip-eligibility.ts';

const menuDefaults = { entries: [], routes: {}, icons: {} };
function rulesOf(...layers: unknown[]): ProofRules {
  return buildRuntime(layers, { brokerId: 'acme', mode: 'direct', now: new Date('2026-11-23T12:00:00Z'), menuDefaults }).proofRules;
}
const rules = rulesOf();
const TODAY = '2026-11-23';

function policy(overrides: Partial<SlipPolicy> & { province?: string | null } = {}): SlipPolicy {
  const { province = 'ON', ...rest } = overrides;
  return {
    tag: 'valid',
    lineOfBusiness: 'auto',
    effectiveDate: '2026-09-15',
    expiryDate: '2027-09-15',
    canCreateSlip: true,
    vehicles: [{ id: 'veh-1', year: 2020, make: 'Honda', model: 'CR-V', vin: '2HKRW2H53LH612345' }],
    ...(province === null ? {} : { address: { address: '48 Maple Crescent', city: 'Oakville', province, zip: 'L6J 2X5' } }),
    ...rest,
  };
}

describe('policy in force', () => {
  it.each([
    ['valid, within its term', { tag: 'valid' }, true],
    ['valid, on its effective date', { tag: 'valid', effectiveDate: TODAY }, true],
    ['valid, before its effective date', { tag: 'valid', effectiveDate: '2026-11-24' }, false],
    ['valid, on its expiry date (the term has ended)', { tag: 'valid', expiryDate: TODAY }, false],
    ['valid, after its expiry date', { tag: 'valid', expiryDate: '2026-01-01', effectiveDate: '2025-01-01' }, false],
    ['cancelled, within its dates', { tag: 'cancelled' }, false],
    ['pending, within its dates', { tag: 'pending' }, false],
    ['expired, within its dates', { tag: 'expired' }, false],
  ] as const)('%s → %s', (_name, term, expected) => {
    expect(isInForce({ ...policy(), ...term } as SlipPolicy, TODAY)).toBe(expected);
  });

  it('places today before, within or after a term', () => {
    const term = { effectiveDate: '2026-09-15', expiryDate: '2027-09-15' };
    expect([termStatus(term, '2026-09-14'), termStatus(term, '2026-09-15'), termStatus(term, '2027-09-14'), termStatus(term, '2027-09-15')]).toEqual(['notYet', 'current', 'current', 'ended']);
  });

  it('reads today on the device calendar', () => {
    expect(localIsoDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });
});

describe('slip eligibility by province (built-in rules)', () => {
  it.each([
    // province, kinds offered, pink
    ['ON', ['pinkSlip', 'eSlip', 'eIdCard'], true],
    ['QC', ['pinkSlip', 'eSlip', 'eIdCard'], false],
    ['AB', ['pinkSlip', 'eSlip', 'eIdCard'], true],
    ['NS', ['pinkSlip', 'eSlip', 'eIdCard'], true],
    ['BC', ['pinkSlip'], false],
    ['SK', ['pinkSlip'], false],
    ['MB', ['pinkSlip'], false],
    ['YT', ['pinkSlip'], true],
    ['NU', ['pinkSlip'], true],
    ['on', ['pinkSlip', 'eSlip', 'eIdCard'], true],
    ['ZZ', ['pinkSlip'], false],
    [null, ['pinkSlip'], false],
  ] as const)('%s: %j, pink %s', (province, kinds, pink) => {
    const result = slipEligibility(policy({ province }), rules, TODAY);
    expect(result).toMatchObject({ eligible: true, kinds, pink });
  });

  it('offers no electronic slip where the province does not accept it, even by url', () => {
    expect(slipAllowed(policy({ province: 'BC' }), 'eSlip', rules, TODAY)).toBe(false);
    expect(slipAllowed(policy({ province: 'BC' }), 'pinkSlip', rules, TODAY)).toBe(true);
    expect(slipAllowed(policy({ province: 'ON' }), 'eIdCard', rules, TODAY)).toBe(true);
    expect(slipAllowed(policy({ province: 'ON', tag: 'cancelled' }), 'pinkSlip', rules, TODAY)).toBe(false);
  });

  it('gives the paper slip only when there is no rule', () => {
    expect(kindsFor(null)).toEqual(['pinkSlip']);
  });
});

describe('slip eligibility by policy state', () => {
  it.each([
    ['a home policy', { lineOfBusiness: 'home' }, 'notAuto'],
    ['a cancelled auto policy', { tag: 'cancelled' }, 'notInForce'],
    ['a pending auto policy', { tag: 'pending', effectiveDate: '2027-02-01', expiryDate: '2028-02-01' }, 'notInForce'],
    ['an expired auto policy', { tag: 'expired', effectiveDate: '2023-09-15', expiryDate: '2024-09-15' }, 'notInForce'],
    ['a valid auto policy past its expiry date', { expiryDate: '2026-11-01', effectiveDate: '2025-11-01' }, 'notInForce'],
    ['a valid auto policy the server refuses slips for', { canCreateSlip: false }, 'notAllowed'],
    ['a valid auto policy without vehicles', { vehicles: [] }, 'noVehicle'],
    ['a cancelled home policy (the line first)', { lineOfBusiness: 'home', tag: 'cancelled' }, 'notAuto'],
  ] as const)('%s → %s', (_name, overrides, reason) => {
    expect(slipEligibility(policy(overrides as Partial<SlipPolicy>), rules, TODAY)).toMatchObject({ eligible: false, reason });
  });

  it('is eligible on the fixture policy in force', () => {
    const details = { ...policy(), id: 'pol-auto-1' } as unknown as PolicyDetails;
    expect(slipEligibility(details, rules, TODAY).eligible).toBe(true);
  });
});

describe('slip eligibility on a brokerage’s rules', () => {
  it('follows an override of one province, keeping the rest of its built-in rule', () => {
    const custom = rulesOf({ proofOfInsurance: { provinces: { ON: { electronicAccepted: false } } } });
    expect(slipEligibility(policy({ province: 'ON' }), custom, TODAY)).toMatchObject({ eligible: true, kinds: ['pinkSlip'], pink: true });
    expect(custom.provinces.ON?.wording.en).toBe(rules.provinces.ON?.wording.en);
    expect(slipEligibility(policy({ province: 'QC' }), custom, TODAY)).toMatchObject({ kinds: ['pinkSlip', 'eSlip', 'eIdCard'] });
  });

  it('takes a province added by settings', () => {
    const custom = rulesOf({ proofOfInsurance: { provinces: { BC: { electronicAccepted: true, pinkSlip: true, wording: { en: 'BC card', fr: 'Carte C.-B.' } } } } });
    expect(slipEligibility(policy({ province: 'BC' }), custom, TODAY)).toMatchObject({ kinds: ['pinkSlip', 'eSlip', 'eIdCard'], pink: true, rule: { wording: { en: 'BC card' } } });
  });
});
