// The claim draft as the submit call wants it (schemas/api/claims.submit.request.json).
import type { ClaimDraft } from './claim-draft.ts';
import type { ClaimPicture } from './claim-steps.ts';

type Value = Record<string, unknown> | undefined;

/** Only the answers the call takes (the step may hold more, e.g. the country of a geocoded address). */
function pick(value: Value, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => value?.[key] !== undefined && value[key] !== '').map((key) => [key, value?.[key]]));
}

export function claimPayload(steps: ClaimDraft, now: Date = new Date()): Record<string, unknown> {
  const v = (step: keyof ClaimDraft): Value => steps[step].value as Value;
  const vehicle = v('vehicle') ?? {};
  const when = v('dateTime') ?? {};
  const driver = v('driver') ?? {};
  const damage = v('whatHappened') ?? {};
  const pictures = ((v('pictures')?.pictures as (Partial<ClaimPicture> | undefined)[] | undefined) ?? [])
    .filter((picture): picture is ClaimPicture => Boolean(picture?.id))
    .map(({ uid, id, name, size, type }) => ({ uid: uid ?? id, file: { id, name, size, type } }));
  const weather = v('weather') ?? {};
  const payload: Record<string, unknown> = {
    vehicle: { id: 'declared', vin: '', ...vehicle },
    weather: { temperature: typeof weather.temperature === 'number' ? weather.temperature : 0, description: String(weather.description ?? ''), savedAt: String(weather.savedAt ?? now.toISOString()) },
    location: pick(v('location'), ['locationText', 'address', 'city', 'province', 'zip', 'latitude', 'longitude']),
    occurredAt: when.date ? new Date(`${String(when.date)}T${String(when.time ?? '00:00')}`).toISOString() : now.toISOString(),
    driver,
    damage: { description: String(damage.description ?? ''), type: String(damage.type ?? 'other') },
    pictures,
  };
  for (const [step, key] of [['otherParty', 'otherParty'], ['officer', 'officer'], ['passenger', 'passenger'], ['witness', 'witness']] as const) {
    const value = v(step);
    if (value && Object.keys(value).length > 0) payload[key] = value;
  }
  const note = v('note')?.note;
  if (typeof note === 'string' && note.trim()) payload.note = note;
  return payload;
}
