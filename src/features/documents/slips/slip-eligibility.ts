// Which proof slips a policy gets, as pure functions of the policy, the
// provincial rules (runtime.proofRules, from settings) and today's date:
//  - a slip only for an auto policy in force: tag `valid`, today on or after the effective date and
//    before the expiry date (the term ends at the start of the expiry day), and the server allows
//    it (`canCreateSlip`), with at least one vehicle;
//  - the paper (pink) slip always; the electronic kinds (eSlip, eID card) only where the province
//    of the policy's address accepts electronic proof; an unknown province gets the paper slip;
//  - pink where the province's card is pink.
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import type { ProofRules, ProvinceProofRule } from '../../../settings/runtime.ts';

export type SlipKind = 'pinkSlip' | 'eSlip' | 'eIdCard';
const SLIP_KINDS: readonly SlipKind[] = ['pinkSlip', 'eSlip', 'eIdCard'];

export function isSlipKind(value: unknown): value is SlipKind {
  return typeof value === 'string' && (SLIP_KINDS as readonly string[]).includes(value);
}

/** Why a policy gets no slip. */
export type NoSlipReason = 'notAuto' | 'notInForce' | 'notAllowed' | 'noVehicle';

export type PolicyTerm = Pick<PolicyDetails, 'tag' | 'effectiveDate' | 'expiryDate'>;
export type SlipPolicy = PolicyTerm & Pick<PolicyDetails, 'lineOfBusiness' | 'canCreateSlip' | 'vehicles' | 'address'>;

type SlipEligibility =
  | { eligible: true; kinds: SlipKind[]; province: string | null; rule: ProvinceProofRule | null; pink: boolean }
  | { eligible: false; reason: NoSlipReason; province: string | null; rule: ProvinceProofRule | null; pink: boolean };

/** The date on the device's calendar as YYYY-MM-DD (a roadside check happens where the phone is). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Where a term stands on `today` (YYYY-MM-DD): dates only, the tag aside. */
export function termStatus(term: Pick<PolicyTerm, 'effectiveDate' | 'expiryDate'>, today: string): 'notYet' | 'current' | 'ended' {
  if (today < term.effectiveDate) return 'notYet';
  if (today >= term.expiryDate) return 'ended';
  return 'current';
}

/** In force: tagged valid and within its term today. */
export function isInForce(policy: PolicyTerm, today: string): boolean {
  return policy.tag === 'valid' && termStatus(policy, today) === 'current';
}

/** The province or territory code of the policy (its address), upper case, or null. */
export function policyProvince(policy: Pick<PolicyDetails, 'address'>): string | null {
  const code = policy.address?.province?.trim().toUpperCase();
  return code ? code : null;
}

export function provinceRule(rules: ProofRules, province: string | null): ProvinceProofRule | null {
  return province === null ? null : (rules.provinces[province] ?? null);
}

/** The kinds offered where `rule` applies: the paper slip, and the electronic ones if accepted. */
export function kindsFor(rule: ProvinceProofRule | null): SlipKind[] {
  return rule?.electronicAccepted ? [...SLIP_KINDS] : ['pinkSlip'];
}

export function slipEligibility(policy: SlipPolicy, rules: ProofRules, today: string): SlipEligibility {
  const province = policyProvince(policy);
  const rule = provinceRule(rules, province);
  const common = { province, rule, pink: rule?.pinkSlip === true };
  if (policy.lineOfBusiness !== 'auto') return { eligible: false, reason: 'notAuto', ...common };
  if (!isInForce(policy, today)) return { eligible: false, reason: 'notInForce', ...common };
  if (!policy.canCreateSlip) return { eligible: false, reason: 'notAllowed', ...common };
  if (policy.vehicles.length === 0) return { eligible: false, reason: 'noVehicle', ...common };
  return { eligible: true, kinds: kindsFor(rule), ...common };
}

/** Whether a slip of this kind may be shown for the policy now (a url may name any kind). */
export function slipAllowed(policy: SlipPolicy, kind: SlipKind, rules: ProofRules, today: string): boolean {
  const eligibility = slipEligibility(policy, rules, today);
  return eligibility.eligible && eligibility.kinds.includes(kind);
}
