// The claim the wizard sends keeps its contract (schemas/api/claims.submit.request.json): the
// smallest claim a user can send, a full one, and each optional step that changes the shape,
// checked with the validator the fixture backend uses.
import { describe, expect, it } from 'vitest';
import { requestProblems } from '../../../fixtures/backend/request-contract.ts';
import { emptyDraft, type ClaimDraft } from './claim-draft.ts';
import type { ClaimAnswers } from './claim-steps.ts';
import { claimPayload } from './claim-submit.ts';

const licence = { id: 'lic-1', name: 'licence.jpg', size: 1200, type: 'image/jpeg' };

/** The answers of the required steps, as the forms give them. */
const REQUIRED = {
  vehicle: { make: 'Honda', model: 'CR-V', year: 2020, colour: 'Silver', licencePlate: 'CKRT 482' },
  weather: { temperature: 7, description: 'Rain', savedAt: '2026-11-20T13:00:00.000Z' },
  location: { locationText: 'King and Bay', address: '100 King Street West', city: 'Toronto', province: 'ON', zip: 'M5X 1A9', country: 'CA', latitude: 43.648, longitude: -79.381 },
  dateTime: { date: '2026-11-20', time: '08:30' },
  driver: { firstName: 'Ana', lastName: 'Silva', phone: '416-555-0199', licenceNumber: 'S1234-56789-01234', licenceFile: licence },
  whatHappened: { type: 'collision', description: 'Rear-ended at a light' },
  note: { note: 'Other driver apologised' },
  disclaimer: true,
} as const;

const OPTIONAL = {
  pictures: { pictures: [{ uid: 'pic-1', id: 'upl-1', name: 'rear.jpg', size: 40231, type: 'image/jpeg' }] },
  otherParty: { make: 'Ford', model: 'Escape', firstName: 'Luc', lastName: 'Roy', phone: '514-555-0101', insuranceCompany: 'Intact', licenceFile: { id: 'lic-2', name: 'other.pdf', size: 9000, type: 'application/pdf' } },
  officer: { name: 'Cst. Brown', badgeNumber: '4512' },
  passenger: { firstName: 'Mia', lastName: 'Silva' },
  witness: { firstName: 'Jo', lastName: 'Lee', phone: '416-555-0177' },
} as const;

function draft(answers: Partial<ClaimAnswers>): ClaimDraft {
  return Object.assign(emptyDraft(), Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, { value, completed: true }])));
}

function checked(answers: Partial<ClaimAnswers>) {
  const payload = claimPayload(draft(answers));
  expect(payload).toBeDefined();
  expect(requestProblems('claims.submit', payload ?? {})).toEqual([]);
  return payload;
}

describe('claim payload', () => {
  it('the smallest claim (required fields of the required steps only) keeps the contract', () => {
    const payload = checked({
      vehicle: { make: 'Honda', model: 'Civic', year: 2018 },
      weather: { description: 'Clear' },
      location: { address: '1 Main St' },
      dateTime: { date: '2026-11-20', time: '23:59' },
      driver: { firstName: 'Ana', lastName: 'Silva', phone: '416-555-0199', licenceNumber: 'S1' },
      whatHappened: { type: 'glass', description: 'A stone hit the windshield' },
      note: { note: 'x' },
      disclaimer: true,
    });
    expect(payload).toEqual({
      kind: 'auto',
      vehicle: { make: 'Honda', model: 'Civic', year: 2018 },
      weather: { description: 'Clear' },
      location: { address: '1 Main St', country: 'CA' },
      occurredAt: new Date('2026-11-20T23:59').toISOString(),
      driver: { firstName: 'Ana', lastName: 'Silva', phone: '416-555-0199', licenceNumber: 'S1' },
      damage: { type: 'glass', description: 'A stone hit the windshield' },
      pictures: [],
      note: 'x',
    });
  });

  it('a full claim (every optional step answered) keeps the contract and keeps every answer', () => {
    const payload = checked({ ...REQUIRED, ...OPTIONAL });
    expect(payload?.driver).toEqual({ firstName: 'Ana', lastName: 'Silva', phone: '416-555-0199', licenceNumber: 'S1234-56789-01234', licenceFile: licence });
    expect(payload?.location).toMatchObject({ country: 'CA', latitude: 43.648 });
    expect(payload?.pictures).toEqual([{ uid: 'pic-1', file: { id: 'upl-1', name: 'rear.jpg', size: 40231, type: 'image/jpeg' } }]);
    expect(payload?.otherParty).toMatchObject({ make: 'Ford', licenceFile: { id: 'lic-2' } });
    expect(payload).toMatchObject({ officer: OPTIONAL.officer, passenger: OPTIONAL.passenger, witness: OPTIONAL.witness });
  });

  it('sends a vehicle picked from a policy with that policy and its VIN, and the weather without what it was asked for', () => {
    const payload = checked({
      ...REQUIRED,
      vehicle: { ...REQUIRED.vehicle, vin: '2HKRW2H53LH612345', policyId: 'pol-auto-1' },
      weather: { temperature: 3, description: 'Rain', savedAt: '2026-11-21T10:00:00.000Z', source: { key: 'k', temperature: 3, description: 'Rain' } },
    });
    expect(payload?.policyId).toBe('pol-auto-1');
    expect(payload?.vehicle).toEqual({ make: 'Honda', model: 'CR-V', year: 2020, colour: 'Silver', licencePlate: 'CKRT 482', vin: '2HKRW2H53LH612345' });
    expect(payload?.weather).toEqual({ temperature: 3, description: 'Rain', savedAt: '2026-11-21T10:00:00.000Z' });
  });

  it.each(Object.keys(OPTIONAL) as (keyof typeof OPTIONAL)[])('the required steps plus %s keep the contract', (id) => {
    checked({ ...REQUIRED, [id]: OPTIONAL[id] });
  });

  it('leaves out what is not given or not finished: blank texts, a licence file still uploading, an empty optional step', () => {
    const payload = checked({
      ...REQUIRED,
      vehicle: { ...REQUIRED.vehicle, colour: '' },
      driver: { ...REQUIRED.driver, licenceFile: { name: 'licence.jpg' } },
      otherParty: { make: '' },
      weather: { description: 'Fog' },
    });
    expect(payload?.vehicle).not.toHaveProperty('colour');
    expect(payload?.driver).not.toHaveProperty('licenceFile');
    expect(payload).not.toHaveProperty('otherParty');
    expect(payload?.weather).toEqual({ description: 'Fog' });
  });

  it.each(['vehicle', 'weather', 'dateTime', 'driver', 'whatHappened'] as const)('has no payload without the %s step (nothing invented)', (id) => {
    expect(claimPayload(draft({ ...REQUIRED, [id]: undefined }))).toBeUndefined();
  });
});
