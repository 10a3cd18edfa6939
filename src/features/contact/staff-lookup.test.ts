import { describe, expect, it } from 'vitest';
import { findStaffMember } from './staff-lookup.ts';
import staffMembers from '../../../fixtures/data/staff-members.json';

const members = [
  { csrDataId: 'csr-101', email: 'nathalie.roy@example.ca' },
  { csrDataId: 'CSR-102 ', email: 'daniel.singh@example.ca' },
  { csrDataId: 'csr-102', email: 'duplicate@example.ca' },
];

describe('findStaffMember', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['an exact id', 'csr-101', 'nathalie.roy@example.ca'],
    ['case and spaces ignored, first match wins', ' csr-102', 'daniel.singh@example.ca'],
    ['an unknown id', 'csr-999', null],
    ['an empty id', '  ', null],
    ['no id (user without a CSR)', undefined, null],
    ['null id', null, null],
  ])('%s', (_name, id, email) => expect(findStaffMember(members, id)?.email ?? null).toBe(email));

  it('no list (lookup failed) finds nobody', () => {
    expect(findStaffMember(null, 'csr-101')).toBeNull();
    expect(findStaffMember([], 'csr-101')).toBeNull();
  });

  it("finds the fixture user's representative in the fixture staff list", () => {
    expect(findStaffMember(staffMembers, 'csr-102')).toMatchObject({ firstName: 'Daniel', lastName: 'Singh' });
  });
});
