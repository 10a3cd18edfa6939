// The contact slice as stored: the last contact.getDetails answer (schemas/state/contact.schema.json),
// so the broker's phone and hours show with no network; anything else reads as the initial value.
import { describe, expect, it } from 'vitest';
import { StoredContactState } from '../../generated/state/contact.validator.js';
import { requestState } from '../../state/request-cycle.ts';
import contact from '../../../fixtures/data/contact.json';
import staffMembers from '../../../fixtures/data/staff-members.json';
import { initialContactState } from './contact-state.ts';
import { feature } from './feature.ts';

const details = { ...contact, csr: staffMembers[1] };
const stored = (data: unknown) => ({ details: { ...requestState(), success: true, data, timestamp: 1_764_000_000_000 } });

describe('stored contact state', () => {
  it('keeps only the details, per user, with its schema', () => {
    const slice = feature.slices?.[0];
    expect(slice).toMatchObject({ name: 'contact', persist: ['details'], perUser: true });
    expect(slice?.schema).toBeDefined();
  });

  it('accepts the initial state and a fixture answer', () => {
    expect(StoredContactState({ details: initialContactState().details })).toBe(true);
    expect(StoredContactState(stored(details))).toBe(true);
    expect(StoredContactState(stored({ ...details, csr: null }))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown key', { ...stored(details), staff: requestState() }],
    ['a company without a phone', stored({ ...details, companyData: { ...details.companyData, phone: undefined } })],
    ['a field the app does not know', stored({ ...details, companyData: { ...details.companyData, script: 'x' } })],
    ['a huge text', stored({ ...details, companyData: { ...details.companyData, name: 'x'.repeat(5000) } })],
    ['a day 8', stored({ ...details, workingHours: { ...details.workingHours, daysAvailable: ['8'] } })],
    ['hours as text', stored({ ...details, workingHours: '9 to 5' })],
    ['a prototype key', JSON.parse('{"details":{"__proto__":{"x":1}}}')],
  ])('refuses %s', (_name, value) => {
    expect(StoredContactState(JSON.parse(JSON.stringify(value)))).toBe(false);
  });
});
