// The auto claim draft as the submit call takes it (kind "auto": schemas/api/common/auto-claim.json). Only what
// the policyholder gave is sent: no value is invented for an answer that is missing, so a draft
// without a step the call requires has no payload at all.
import type { CallRequest } from '../../api/call-api.ts';
import type { FileRef } from '../../api/generated/api-types.ts';
import type { DateAndTime } from '../../generated/forms/claim-date-time.types.ts';
import type { Driver } from '../../generated/forms/claim-driver.types.ts';
import type { Location } from '../../generated/forms/claim-location.types.ts';
import type { Note } from '../../generated/forms/claim-note.types.ts';
import type { Pictures } from '../../generated/forms/claim-pictures.types.ts';
import type { Vehicle } from '../../generated/forms/claim-vehicle.types.ts';
import type { WhatHappened } from '../../generated/forms/claim-what-happened.types.ts';
import type { ClaimDraft } from './claim-draft.ts';
import type { ClaimStepId, Weather } from './claim-steps.ts';

export type ClaimRequest = Extract<CallRequest<'claims.submit'>, { kind: 'auto' }>;

/** A step's answer as its form gives it: any field may still be missing. */
function answer<T>(steps: ClaimDraft, id: ClaimStepId): Partial<T> | undefined {
  const value = steps[id].value;
  return typeof value === 'object' && value !== null ? (value as Partial<T>) : undefined;
}

/** The given answers among `keys` (blank texts left out). */
function given<T extends object, K extends keyof T>(value: T | undefined, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) {
    const field = value?.[key];
    if (field !== undefined && field !== '') out[key] = field;
  }
  return out;
}

/** The moment it happened, from the local date and time the user gave; undefined when either is missing. */
export function occurredAt(when: Partial<DateAndTime> | undefined): string | undefined {
  if (!when?.date || !when.time) return undefined;
  const moment = new Date(`${when.date}T${when.time}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

/** A file the form holds, as a reference; undefined until it is complete (uploaded). */
export function fileRef(file: Partial<FileRef> | undefined): FileRef | undefined {
  if (!file?.id || !file.name || typeof file.size !== 'number' || !file.type) return undefined;
  return { id: file.id, name: file.name, size: Math.round(file.size), type: file.type };
}

/** An optional step's free-form answer, its licence file (if any) as a complete reference. */
function party(steps: ClaimDraft, id: 'otherParty' | 'officer' | 'passenger' | 'witness'): Record<string, unknown> | undefined {
  const value = answer<Record<string, unknown>>(steps, id);
  if (!value) return undefined;
  const fields = Object.fromEntries(Object.entries(value).filter(([key, field]) => key !== 'licenceFile' && field !== undefined && field !== ''));
  const licenceFile = fileRef(value.licenceFile as Partial<FileRef> | undefined);
  if (licenceFile) fields.licenceFile = licenceFile;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** The submit call's request, or undefined while a step the call requires is not answered. */
export function claimPayload(steps: ClaimDraft): ClaimRequest | undefined {
  const vehicle = answer<Vehicle>(steps, 'vehicle');
  const weather = answer<Weather>(steps, 'weather');
  const driver = answer<Driver>(steps, 'driver');
  const damage = answer<WhatHappened>(steps, 'whatHappened');
  const moment = occurredAt(answer<DateAndTime>(steps, 'dateTime'));
  if (!vehicle?.make || !vehicle.model || typeof vehicle.year !== 'number' || !weather?.description || !moment) return undefined;
  if (!driver?.firstName || !driver.lastName || !driver.licenceNumber || !damage?.type || !damage.description) return undefined;

  const licenceFile = fileRef(driver.licenceFile);
  const payload: ClaimRequest = {
    kind: 'auto',
    vehicle: { make: vehicle.make, model: vehicle.model, year: vehicle.year, ...given(vehicle, ['colour', 'licencePlate']) },
    weather: { description: weather.description, ...given(weather, ['temperature', 'savedAt']) },
    location: given(answer<Location>(steps, 'location'), ['locationText', 'address', 'city', 'province', 'zip', 'country', 'latitude', 'longitude']),
    occurredAt: moment,
    driver: { firstName: driver.firstName, lastName: driver.lastName, licenceNumber: driver.licenceNumber, ...given(driver, ['phone']), ...(licenceFile ? { licenceFile } : {}) },
    damage: { description: damage.description, type: damage.type },
    pictures: (answer<Pictures>(steps, 'pictures')?.pictures ?? []).flatMap((picture) => {
      const file = fileRef(picture);
      return file ? [{ uid: picture.uid || file.id, file }] : [];
    }),
  };
  for (const id of ['otherParty', 'officer', 'passenger', 'witness'] as const) {
    const value = party(steps, id);
    if (value) payload[id] = value;
  }
  const note = answer<Note>(steps, 'note')?.note;
  if (note?.trim()) payload.note = note;
  return payload;
}
