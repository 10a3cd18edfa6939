// The claim draft as the submit call wants it (schemas/api/claims.submit.request.json). Only what
// the policyholder gave is sent: no value is invented for an answer that is missing.
import type { ClaimDraft } from './claim-draft.ts';
import type { ClaimPicture } from './claim-steps.ts';

type Value = Record<string, unknown> | undefined;

/** The given answers among `keys` (blank texts left out). */
function pick(value: Value, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => value?.[key] !== undefined && value[key] !== '').map((key) => [key, value?.[key]]));
}

/** The moment it happened, from the local date and time the user gave; undefined when either is missing. */
function occurredAt(when: Value): string | undefined {
  const date = when?.date;
  const time = when?.time;
  if (typeof date !== 'string' || typeof time !== 'string') return undefined;
  const moment = new Date(`${date}T${time}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

export function claimPayload(steps: ClaimDraft): Record<string, unknown> {
  const v = (step: keyof ClaimDraft): Value => steps[step].value as Value;
  const pictures = ((v('pictures')?.pictures as (Partial<ClaimPicture> | undefined)[] | undefined) ?? [])
    .filter((picture): picture is ClaimPicture => Boolean(picture?.id))
    .map(({ uid, id, name, size, type }) => ({ uid: uid ?? id, file: { id, name, size, type } }));
  const payload: Record<string, unknown> = {
    vehicle: pick(v('vehicle'), ['make', 'model', 'year', 'colour', 'licencePlate', 'vin']),
    weather: pick(v('weather'), ['temperature', 'description', 'savedAt']),
    location: pick(v('location'), ['locationText', 'address', 'city', 'province', 'zip', 'latitude', 'longitude']),
    driver: v('driver') ?? {},
    damage: pick(v('whatHappened'), ['description', 'type']),
    pictures,
  };
  const moment = occurredAt(v('dateTime'));
  if (moment) payload.occurredAt = moment;
  for (const key of ['otherParty', 'officer', 'passenger', 'witness'] as const) {
    const value = v(key);
    if (value && Object.keys(value).length > 0) payload[key] = value;
  }
  const note = v('note')?.note;
  if (typeof note === 'string' && note.trim()) payload.note = note;
  return payload;
}
