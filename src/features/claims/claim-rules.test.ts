import { beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_STEPS, weatherComplete, weatherText, type Weather } from './claim-steps.ts';
import { claimDraft, licenceFileDropped } from './claim-draft.ts';
import { claimFlow } from './claim-flow.tsx';
import { claimPayload } from './claim-submit.ts';
import { blockingSteps, resetFlow, setStepAnswer, stepStatus } from '../../flow/flow-draft.ts';

const licence = { id: 'lic-1', name: 'licence.jpg', size: 1200, type: 'image/jpeg' };
const step = (id: string) => claimFlow.steps.find((s) => s.id === id) as (typeof claimFlow.steps)[number];

const COMPLETE = {
  vehicle: { make: 'Honda', model: 'CR-V', year: 2020, colour: 'Silver', licencePlate: 'CKRT 482' },
  weather: { temperature: 7, description: 'Rain', savedAt: '2026-11-20T13:00:00.000Z' },
  location: { locationText: 'King and Bay', address: '100 King Street West', city: 'Toronto', province: 'ON' },
  dateTime: { date: '2026-11-20', time: '08:30' },
  driver: { firstName: 'Ana', lastName: 'Silva', phone: '416-555-0199', licenceNumber: 'S1234-56789-01234', licenceFile: licence },
  whatHappened: { type: 'collision', description: 'Rear-ended at a light' },
  note: { note: 'Other driver apologised' },
  disclaimer: true,
} as const;

describe('claim steps', () => {
  it('has the 13 steps of docs/product-rules.md#claim-wizard in order, the four others optional', () => {
    expect(Object.keys(CLAIM_STEPS)).toEqual(['vehicle', 'weather', 'location', 'dateTime', 'driver', 'whatHappened', 'pictures', 'otherParty', 'officer', 'passenger', 'witness', 'note', 'disclaimer']);
    expect(claimFlow.steps.filter((s) => s.optional).map((s) => s.id)).toEqual(['pictures', 'otherParty', 'officer', 'passenger', 'witness']);
  });

  it.each<[Weather | undefined, boolean]>([
    [{ temperature: -4, description: 'Light snow' }, true],
    [{ description: 'Clear' }, true],
    [{ temperature: -4, description: '' }, false],
    [{ temperature: -4, description: '   ' }, false],
    [{ temperature: -4 }, false],
    [undefined, false],
  ])('weather %j completes only with a description → %s', (value, completed) => {
    expect(weatherComplete(value)).toBe(completed);
  });

  it.each([
    [{ temperature: -4, description: 'Light snow' }, '-4 °C Light snow'],
    [{ temperature: 21.5, description: 'Sunny' }, '21.5 °C Sunny'],
    [{ description: 'Fog' }, 'Fog'],
    [undefined, ''],
  ])('shows weather %j as %j', (weather, text) => {
    expect(weatherText(weather)).toBe(text);
  });
});

describe('claim draft on the flow', () => {
  beforeEach(() => resetFlow(claimFlow));

  it('starts with every step not completed', () => {
    for (const state of Object.values(claimDraft.steps)) expect(state).toEqual({ value: undefined, completed: false });
  });

  it('completes a step only when its answer is valid (completion means valid)', async () => {
    await setStepAnswer(claimFlow, 'vehicle', { make: 'Honda' });
    expect(claimDraft.steps.vehicle.completed).toBe(false);
    expect(stepStatus(step('vehicle'), claimDraft.steps.vehicle)).toBe('invalid');
    await setStepAnswer(claimFlow, 'vehicle', COMPLETE.vehicle);
    expect(claimDraft.steps.vehicle.completed).toBe(true);
    await setStepAnswer(claimFlow, 'weather', { temperature: 2, description: '' });
    expect(claimDraft.steps.weather.completed).toBe(false);
  });

  it.each([
    ['an accident date in the future', 'dateTime', { date: '2999-01-01', time: '08:30' }],
    ['a vehicle year after next year', 'vehicle', { ...COMPLETE.vehicle, year: new Date().getFullYear() + 2 }],
    ['a phone of letters', 'driver', { ...COMPLETE.driver, phone: 'call me maybe' }],
  ] as const)('rejects %s', async (_name, id, value) => {
    await setStepAnswer(claimFlow, id, value);
    expect(claimDraft.steps[id].completed).toBe(false);
  });

  it('skips an optional step emptied again (typed then erased, box ticked then unticked, empty file list)', async () => {
    await setStepAnswer(claimFlow, 'passenger', { firstName: '', injured: false });
    expect(claimDraft.steps.passenger.value).toBeUndefined();
    expect(stepStatus(step('passenger'), claimDraft.steps.passenger)).toBe('skipped');
    await setStepAnswer(claimFlow, 'otherParty', { licenceFile: {}, firstName: '  ' });
    expect(stepStatus(step('otherParty'), claimDraft.steps.otherParty)).toBe('skipped');
    await setStepAnswer(claimFlow, 'pictures', { pictures: [] });
    expect(stepStatus(step('pictures'), claimDraft.steps.pictures)).toBe('skipped');
    // Answered but incomplete: it blocks sending.
    await setStepAnswer(claimFlow, 'officer', { name: 'Cst. Roy' });
    expect(stepStatus(step('officer'), claimDraft.steps.officer)).toBe('invalid');
  });

  it('cannot be sent until every required step is complete and the disclaimer accepted', async () => {
    expect(blockingSteps(claimFlow, claimDraft.steps).map((s) => s.id)).toEqual(['vehicle', 'weather', 'location', 'dateTime', 'driver', 'whatHappened', 'note', 'disclaimer']);
    for (const [id, value] of Object.entries(COMPLETE)) await setStepAnswer(claimFlow, id as keyof typeof COMPLETE, value);
    expect(blockingSteps(claimFlow, claimDraft.steps)).toEqual([]);
    await setStepAnswer(claimFlow, 'disclaimer', false);
    expect(blockingSteps(claimFlow, claimDraft.steps).map((s) => s.id)).toEqual(['disclaimer']);
  });

  it('invents nothing: a draft without the steps the call requires has no payload', () => {
    expect(claimPayload({ ...claimDraft.steps, weather: { value: { description: 'Fog' }, completed: true } })).toBeUndefined();
  });

  it('reset clears all steps', async () => {
    await setStepAnswer(claimFlow, 'note', { note: 'It was icy' });
    expect(claimDraft.steps.note.completed).toBe(true);
    resetFlow(claimFlow);
    expect(claimDraft.steps.note).toEqual({ value: undefined, completed: false });
  });

  it.each([
    ['a 404 (already gone) drops the local file', Object.assign(new Error('Not found'), { status: 404 }), true],
    ['a 500 keeps the local file', Object.assign(new Error('Server'), { status: 500 }), false],
    ['a network error keeps the local file', Object.assign(new Error('Offline'), { status: 0 }), false],
    ['a successful delete drops the local file', undefined, true],
  ])('deleting a licence file: %s', async (_name, failure, dropped) => {
    const asked: string[] = [];
    const result = await licenceFileDropped(licence, async (file) => {
      asked.push(file.id);
      if (failure) throw failure;
    });
    expect(asked).toEqual([licence.id]);
    expect(result).toBe(dropped);
  });
});
