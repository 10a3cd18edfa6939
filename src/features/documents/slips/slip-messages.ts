// Texts of /documents/create-slip: saved slips, the slip form and the slip view.
import { defineMessages } from 'react-intl';
import type { SlipKind } from './slip-eligibility.ts';

export const slipMessages = defineMessages({
  title: { id: 'slip.title', defaultMessage: 'Proof of insurance' },
  intro: { id: 'slip.intro', defaultMessage: 'Show a slip at a roadside check, print it, or save it to this device so that it opens without a connection.' },
  savedTitle: { id: 'slip.saved.title', defaultMessage: 'Saved on this device' },
  open: { id: 'slip.saved.openButton', defaultMessage: 'Open' },
  removeShort: { id: 'slip.saved.removeButton', defaultMessage: 'Remove' },
  noPolicy: { id: 'slip.noPolicy', defaultMessage: 'Choose an auto policy in your documents to create a slip.' },
  toDocuments: { id: 'slip.toDocuments', defaultMessage: 'Go to documents and policies' },
  choosePolicy: { id: 'slip.choosePolicy', defaultMessage: 'Which policy is the slip for?' },
  choosePolicyLoading: { id: 'slip.choosePolicy.loading', defaultMessage: 'Loading your auto policies…' },
  choosePolicyError: { id: 'slip.choosePolicy.error', defaultMessage: 'Your auto policies could not be loaded.' },
  toPolicy: { id: 'slip.toPolicy', defaultMessage: 'Back to the policy summary' },
  createTitle: { id: 'slip.create.title', defaultMessage: 'Create a slip' },
  vehicleLegend: { id: 'slip.create.vehicle', defaultMessage: 'Vehicle' },
  kindLegend: { id: 'slip.create.kind', defaultMessage: 'Kind of slip' },
  create: { id: 'slip.create.submit', defaultMessage: 'Create the slip' },
  creating: { id: 'slip.create.sending', defaultMessage: 'Creating the slip…' },
  createError: { id: 'slip.create.error', defaultMessage: 'The slip could not be created.' },
  close: { id: 'slip.view.close', defaultMessage: 'Close' },
  save: { id: 'slip.view.save', defaultMessage: 'Save to this device' },
  remove: { id: 'slip.view.remove', defaultMessage: 'Remove from this device' },
  print: { id: 'slip.view.print', defaultMessage: 'Print' },
  policyNumber: { id: 'slip.card.policyNumber', defaultMessage: 'Policy number' },
  insurer: { id: 'slip.card.insurer', defaultMessage: 'Insurance company' },
  insured: { id: 'slip.card.insured', defaultMessage: 'Insured' },
  vehicle: { id: 'slip.card.vehicle', defaultMessage: 'Vehicle' },
  vin: { id: 'slip.card.vin', defaultMessage: 'VIN' },
  effective: { id: 'slip.card.effective', defaultMessage: 'Effective date' },
  expiry: { id: 'slip.card.expiry', defaultMessage: 'Expiry date' },
  notFound: { id: 'slip.view.notFound', defaultMessage: 'This slip is not saved on this device. Create it again from your policy.' },
  savedNow: { id: 'slip.view.savedNow', defaultMessage: 'Saved. This slip now opens on this device without a connection.' },
  removedNow: { id: 'slip.view.removedNow', defaultMessage: 'Removed from this device.' },
});

/** The region's word follows the brokerage's country (docs/product-rules.md#country): a state in the US. */
type Country = { country: string };

export const slipValueMessages = defineMessages<{
  electronicNotAccepted: Country;
  notOffered: Country;
  paperOnly: Country;
  policyChoice: { policyNumber: string; vehicles: string };
  kindName: { kind: SlipKind; pink: 'yes' | 'no' };
  kindTitle: { kind: SlipKind };
  kindHint: { kind: SlipKind };
  policyLine: { number: string; insurer: string };
  savedOn: { date: string };
  openSaved: { kind: string; vehicle: string };
  removeSaved: { kind: string; vehicle: string };
  ended: { date: string };
  notYet: { date: string };
}>({
  electronicNotAccepted: {
    id: 'slip.create.electronicNotAccepted',
    defaultMessage: 'Electronic proof is not accepted in the {country, select, US {state} other {province or territory}} of this policy: print the slip and keep it in the vehicle.',
  },
  notOffered: { id: 'slip.view.notOffered', defaultMessage: 'This slip cannot be shown: the policy is not in force, or this kind of slip is not accepted in its {country, select, US {state} other {province or territory}}.' },
  paperOnly: { id: 'slip.view.paperOnly', defaultMessage: 'Print this slip: electronic proof is not accepted in the {country, select, US {state} other {province or territory}} of this policy.' },
  policyChoice: { id: 'slip.choosePolicy.item', defaultMessage: 'Auto policy {policyNumber} ({vehicles})' },
  kindName: {
    id: 'slip.kind.name',
    defaultMessage: '{kind, select, pinkSlip {{pink, select, yes {Pink slip} other {Paper slip}}} eSlip {eSlip} eIdCard {eID card} other {Slip}}',
  },
  kindTitle: {
    id: 'slip.kind.title',
    defaultMessage: '{kind, select, pinkSlip {Liability insurance card} eSlip {Electronic proof of automobile insurance} eIdCard {Insurance ID card} other {Proof of insurance}}',
  },
  kindHint: {
    id: 'slip.kind.hint',
    defaultMessage:
      '{kind, select, pinkSlip {To print and keep in the vehicle.} eSlip {A full-page slip to show on your phone.} eIdCard {A card-sized proof to show on your phone.} other {A proof of insurance.}}',
  },
  policyLine: { id: 'slip.policyLine', defaultMessage: 'Policy {number} · {insurer}' },
  savedOn: { id: 'slip.savedOn', defaultMessage: 'Saved on this device on {date}' },
  openSaved: { id: 'slip.saved.open', defaultMessage: 'Open the {kind} of the {vehicle}' },
  removeSaved: { id: 'slip.saved.remove', defaultMessage: 'Remove the {kind} of the {vehicle} from this device' },
  ended: { id: 'slip.ended', defaultMessage: 'Expired on {date}. Remove it and create a slip from your renewed policy.' },
  notYet: { id: 'slip.notYet', defaultMessage: 'In force from {date}.' },
});
