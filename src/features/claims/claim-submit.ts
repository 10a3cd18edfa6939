// The auto claim draft as the submit call takes it (kind "auto": schemas/api/common/auto-claim.json). Only what
// the policyholder gave is sent: no value is invented for an answer that is missing, so a draft
// without a step the call requires has no payload at all.
import type { CallRequest } from '../../api/call-api.ts';
import type { FileRef } from '../../api/generated/api-types.ts';
import { givenFields } from '../../flow/given-fields.ts';
import type { ClaimDraft } from './claim-draft.ts';
import type { ClaimAnswers } from './claim-steps.ts';
import { currentCountry } from '../../i18n/country.ts';

type ClaimRequest = Extract<CallRequest<'claims.submit'>, { kind: 'auto' }>;

/** The moment it happened, from the local date and time the user gave; undefined when either is missing. */
export function occurredAt(when: ClaimAnswers['dateTime'] | undefined): string | undefined {
  if (!when?.date || !when.time) return undefined;
  const moment = new Date(`${when.date}T${when.time}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** A file the form holds, as a reference; undefined until it is complete (uploaded). */
export function fileRef(file: Partial<FileRef> | undefined): FileRef | undefined {
  if (!file?.id || !file.name || typeof file.size !== 'number' || !file.type) return undefined;
  return { id: file.id, name: file.name, size: Math.round(file.size), type: file.type };
}

/** An optional step's answer, its licence file (if any) as a complete reference. */
function party(answer: ClaimAnswers['otherParty' | 'officer' | 'passenger' | 'witness'] | undefined): Record<string, unknown> | undefined {
  if (!answer) return undefined;
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(answer).filter(([key, field]) => key !== 'licenceFile' && field !== undefined && field !== ''));
  const licenceFile = 'licenceFile' in answer ? fileRef(answer.licenceFile) : undefined;
  if (licenceFile) fields.licenceFile = licenceFile;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The submit call's request, or undefined while a step the call requires is not answered. */
export function claimPayload(steps: ClaimDraft): ClaimRequest | undefined {
  const vehicle = steps.vehicle.value;
  const weather = steps.weather.value;
  const driver = steps.driver.value;
  const damage = steps.whatHappened.value;
  const moment = occurredAt(steps.dateTime.value);
  if (!vehicle?.make || !vehicle.model || typeof vehicle.year !== 'number' || !weather?.description || !moment) return undefined;
  if (!driver?.firstName || !driver.lastName || !driver.licenceNumber || !damage?.type || !damage.description) return undefined;

  const licenceFile = fileRef(driver.licenceFile);
  const payload: ClaimRequest = {
    kind: 'auto',
    // A vehicle picked from the account's policies carries that policy and its VIN (claim-lookups.ts).
    ...givenFields(vehicle, ['policyId']),
    vehicle: { make: vehicle.make, model: vehicle.model, year: vehicle.year, ...givenFields(vehicle, ['colour', 'licencePlate', 'vin']) },
    weather: { description: weather.description, ...givenFields(weather, ['temperature', 'savedAt']) },
    // In the brokerage's country unless the map said another: its form asked for that country's parts (docs/product-rules.md#country).
    location: { country: currentCountry(), ...givenFields(steps.location.value, ['locationText', 'address', 'city', 'province', 'zip', 'country', 'latitude', 'longitude']) },
    occurredAt: moment,
    driver: { firstName: driver.firstName, lastName: driver.lastName, licenceNumber: driver.licenceNumber, ...givenFields(driver, ['phone']), ...(licenceFile ? { licenceFile } : {}) },
    damage: { description: damage.description, type: damage.type },
    pictures: (steps.pictures.value?.pictures ?? []).flatMap((picture) => {
      const file = fileRef(picture);
      return file ? [{ uid: picture.uid || file.id, file }] : [];
    }),
  };
  for (const id of ['otherParty', 'officer', 'passenger', 'witness'] as const) {
    const value = party(steps[id].value);
    if (value) payload[id] = value;
  }
  const note = steps.note.value?.note;
  if (note?.trim()) payload.note = note;
  return payload;
}
