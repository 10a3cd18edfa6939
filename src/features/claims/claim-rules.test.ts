import { beforeEach, describe, expect, it } from 'vitest';
import { CLAIM_STEPS, isStepCompleted, weatherText, type ClaimStepId } from './claim-steps.ts';
import { claimDraft, completedCount, licenceFileDropped, resetClaim, setStepValue } from './claim-draft.ts';

const licence = { id: 'lic-1', name: 'licence.jpg', size: 1200, type: 'image/jpeg' };

describe('claim steps', () => {
  it('has the 13 steps of SPEC §2 in order', () => {
    expect(CLAIM_STEPS).toEqual(['vehicle', 'weather', 'location', 'dateTime', 'driver', 'whatHappened', 'pictures', 'otherParty', 'officer', 'passenger', 'witness', 'note', 'disclaimer']);
  });

  it.each<[ClaimStepId, unknown, boolean]>([
    ['vehicle', undefined, false],
    ['vehicle', { vin: '1HGCM82633A004352', make: 'Honda' }, true],
    ['vehicle', {}, false],
    ['location', { locationText: '' , address: '  ' }, false],
    ['location', { locationText: 'Corner of King and Bay' }, true],
    ['dateTime', '2026-11-20T08:30', true],
    ['dateTime', '', false],
    ['driver', { firstName: 'Ana', lastName: 'Silva', licenceFile: licence }, true],
    ['whatHappened', { description: 'Rear-ended at a light', type: 'collision' }, true],
    ['pictures', [], false],
    ['pictures', { pictures: [{ uid: 'p1', ...licence }] }, true],
    ['pictures', { pictures: [{}] }, false],
    ['note', 'Other driver apologised', true],
    ['note', '   ', false],
    ['witness', null, false],
    ['disclaimer', false, false],
    ['disclaimer', true, true],
  ])('%s with %j → completed %s', (step, value, completed) => {
    expect(isStepCompleted(step, value)).toBe(completed);
  });

  it.each<[unknown, boolean]>([
    [{ temperature: -4, description: 'Light snow' }, true],
    [{ description: 'Clear' }, true],
    [{ temperature: -4, description: '' }, false],
    [{ temperature: -4, description: '   ' }, false],
    [{ temperature: -4 }, false],
    [undefined, false],
  ])('weather %j completes only with a description → %s', (value, completed) => {
    expect(isStepCompleted('weather', value)).toBe(completed);
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

describe('claim draft', () => {
  beforeEach(() => resetClaim());

  it('starts with every step not completed', () => {
    for (const step of CLAIM_STEPS) expect(claimDraft.steps[step]).toEqual({ value: undefined, completed: false });
  });

  it('completes a step when its value is set and un-completes it when cleared', () => {
    setStepValue('note', 'It was icy');
    expect(claimDraft.steps.note.completed).toBe(true);
    setStepValue('weather', { temperature: 2, description: 'Rain' });
    expect(completedCount(claimDraft.steps)).toBe(2);
    setStepValue('weather', { temperature: 2, description: '' });
    expect(claimDraft.steps.weather.completed).toBe(false);
  });

  it('reset clears all steps', () => {
    for (const step of CLAIM_STEPS) setStepValue(step, step === 'disclaimer' ? true : { description: 'set' });
    expect(completedCount(claimDraft.steps)).toBe(13);
    resetClaim();
    expect(completedCount(claimDraft.steps)).toBe(0);
    expect(claimDraft.steps.vehicle.value).toBeUndefined();
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
