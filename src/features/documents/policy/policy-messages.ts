// Texts of the policy summary (/documents/policy-summary) and what the slip screen shares with it.
import { defineMessages } from 'react-intl';
import type { PolicyDetails } from '../../../api/generated/api-types.ts';
import type { Runtime } from '../../../settings/runtime.ts';
import type { NoSlipReason } from '../slips/slip-eligibility.ts';

export const policyMessages = defineMessages({
  title: { id: 'policySummary.title', defaultMessage: 'Policy summary' },
  noPolicy: { id: 'policySummary.noPolicy', defaultMessage: 'No policy is selected. Choose one in your documents.' },
  backToDocuments: { id: 'policySummary.backToDocuments', defaultMessage: 'Back to documents and policies' },
  loadError: { id: 'policySummary.loadError', defaultMessage: 'The policy could not be loaded.' },
  policyNumber: { id: 'policySummary.policyNumber', defaultMessage: 'Policy number' },
  insurer: { id: 'policySummary.insurer', defaultMessage: 'Insurance company' },
  insured: { id: 'policySummary.insured', defaultMessage: 'Insured' },
  term: { id: 'policySummary.term', defaultMessage: 'Term' },
  address: { id: 'policySummary.address', defaultMessage: 'Address' },
  billing: { id: 'policySummary.billing', defaultMessage: 'Billing' },
  annualPremium: { id: 'policySummary.annualPremium', defaultMessage: 'Annual premium' },
  coverages: { id: 'policySummary.coverages', defaultMessage: 'Coverages' },
  coverage: { id: 'policySummary.coverage', defaultMessage: 'Coverage' },
  limit: { id: 'policySummary.limit', defaultMessage: 'Limit' },
  deductible: { id: 'policySummary.deductible', defaultMessage: 'Deductible' },
  premium: { id: 'policySummary.premium', defaultMessage: 'Premium' },
  none: { id: 'policySummary.none', defaultMessage: 'None' },
  totalPremium: { id: 'policySummary.totalPremium', defaultMessage: 'Total annual premium' },
  noCoverages: { id: 'policySummary.noCoverages', defaultMessage: 'No coverages are listed for this policy.' },
  vehicles: { id: 'policySummary.vehicles', defaultMessage: 'Vehicles' },
  drivers: { id: 'policySummary.drivers', defaultMessage: 'Drivers' },
  vin: { id: 'policySummary.vin', defaultMessage: 'VIN' },
  licencePlate: { id: 'policySummary.licencePlate', defaultMessage: 'Licence plate' },
  proofTitle: { id: 'policySummary.proofTitle', defaultMessage: 'Proof of insurance' },
  proofIntro: { id: 'policySummary.proofIntro', defaultMessage: 'Create a pink slip to print, or an electronic slip to show on your phone.' },
  proofLink: { id: 'policySummary.proofLink', defaultMessage: 'Get proof of insurance' },
});

export const policyValueMessages = defineMessages<{
  line: { line: PolicyDetails['lineOfBusiness'] };
  status: { tag: PolicyDetails['tag'] };
  termValue: { from: string; to: string };
  billingValue: { billing: PolicyDetails['billingType']; brokerLabel: Runtime['brokerLabel'] };
  vehicleName: { year: number; make: string; model: string };
  driverLicence: { province: string };
  noSlip: { reason: NoSlipReason; brokerLabel: Runtime['brokerLabel'] };
}>({
  line: {
    id: 'policySummary.line',
    defaultMessage:
      '{line, select, auto {Auto policy} home {Home policy} tenant {Tenant policy} condo {Condominium policy} recreational {Recreational vehicle policy} commercial {Commercial policy} other {Policy}}',
  },
  status: { id: 'policySummary.status', defaultMessage: '{tag, select, valid {In force} cancelled {Cancelled} pending {Pending} expired {Expired} other {Unknown}}' },
  termValue: { id: 'policySummary.termValue', defaultMessage: '{from} to {to}' },
  billingValue: {
    id: 'policySummary.billingValue',
    defaultMessage: '{billing, select, agency {Billed by your {brokerLabel, select, myAgent {agent} other {broker}}} other {Billed by the insurance company}}',
  },
  vehicleName: { id: 'policySummary.vehicleName', defaultMessage: '{year, number, ::group-off} {make} {model}' },
  driverLicence: { id: 'policySummary.driverLicence', defaultMessage: 'Licensed in {province}' },
  noSlip: {
    id: 'policySummary.noSlip',
    defaultMessage:
      '{reason, select, notAuto {Proof of insurance slips are for auto policies.} notInForce {Slips are offered only while the policy is in force.} notAllowed {Slips are not issued online for this policy: ask your {brokerLabel, select, myAgent {agent} other {broker}} for one.} noVehicle {No vehicle is listed on this policy yet.} other {No slip is offered for this policy.}}',
  },
});
