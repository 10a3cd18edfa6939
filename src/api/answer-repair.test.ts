// The repair of an off-contract answer, with the calls' own precompiled validators: the part at
// fault goes (a field, an item, an object a required field of which is bad), null where the
// contract takes it, the rest stays; an answer whose root would have to go is not usable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setAt } from './json-pointer.ts';
import { repairAnswer } from './answer-repair.ts';
import { validate as contactDetails } from './generated/responses/contact.getDetails.js';
import { validate as edocs } from './generated/responses/documents.getEdocs.js';
import { validate as policyDetails } from './generated/responses/documents.getPolicyDetails.js';

const hours = { daysAvailable: ['1', '2', '3', '4', '5'], startTime: '9:00 am', endTime: '5:00 pm', timeZoneOffset: -5 };
const branch = (id: string, email: string) => ({ id, name: `Branch ${id}`, address: '1 Main St', city: 'Oakville', province: 'ON', zip: 'L6J 1H6', phone: '905-555-0110', email, workingHours: hours });
const contact = () => ({
  companyData: { name: 'Maplecrest', address: '225 Lakeshore Rd E', city: 'Oakville', province: 'ON', zip: 'L6J 1H6', phone: '905-555-0110', email: 'hello@maplecrest.ca', website: 'https://maplecrest.ca' },
  otherBranches: [branch('a', 'a@maplecrest.ca'), branch('b', 'b@maplecrest.ca')],
  csr: { csrDataId: 'csr-101', email: 'sophie@maplecrest.ca', firstName: 'Sophie', lastName: 'Gagnon', title: 'Account manager' },
  workingHours: hours,
});
const edoc = (id: string) => ({ id, title: `Document ${id}`, tag: 'renewal', kind: 'policy', policyId: 'pol-1', policyNumber: 'AU-1', issuedAt: '2026-08-16', fileName: `${id}.pdf`, mimeType: 'application/pdf', url: `/api/files/${id}.pdf`, size: 1000, isNew: false });
const policy = () => ({
  id: 'pol-1', policyNumber: 'AU-1', tag: 'valid', lineOfBusiness: 'auto', insuranceCompany: 'Intact', insuredName: 'Émilie Tremblay', effectiveDate: '2026-09-15', expiryDate: '2027-09-15',
  annualPremium: 2846, billingType: 'direct', address: { address: '48 Maple Cres', city: 'Oakville', province: 'ON', zip: 'L6J 2X5' },
  vehicles: [{ id: 'veh-1', year: 2021, make: 'Honda', model: 'CR-V', vin: '2HKRW2H5XMH000001' }, { id: 'veh-2', year: 2019, make: 'Toyota', model: 'Corolla', vin: '2T1BURHE0KC000002' }],
  drivers: [], coverages: [{ code: 'TPL', description: 'Third party liability', limit: 2000000, premium: 912 }], canCreateSlip: true,
});

describe('repairAnswer', () => {
  it('passes an answer that keeps the contract as it is, with no repair', () => {
    const answer = contact();
    expect(repairAnswer(answer, contactDetails)).toEqual({ ok: true, answer, repairs: [] });
  });

  it('drops a branch e-mail that is not an e-mail, and only it', () => {
    const answer = contact();
    answer.otherBranches[0]!.email = 'javascript:alert(1)';
    const repaired = repairAnswer(answer, contactDetails);
    const expected = contact();
    delete (expected.otherBranches[0] as { email?: string }).email;
    expect(repaired).toEqual({ ok: true, answer: expected, repairs: [{ pointer: '/otherBranches/0/email', keyword: 'format', action: 'dropped', at: '/otherBranches/0/email' }] });
    expect(answer.otherBranches[0]!.email).toBe('javascript:alert(1)'); // the input is not changed
  });

  it('drops a list item whose required field is wrong, keeping the others in order', () => {
    const answer = [edoc('d1'), { ...edoc('d2'), tag: 'shredded' }, edoc('d3')];
    const repaired = repairAnswer(answer, edocs);
    expect(repaired.ok && repaired.answer).toEqual([edoc('d1'), edoc('d3')]);
    expect(repaired.repairs).toEqual([{ pointer: '/1/tag', keyword: 'enum', action: 'dropped', at: '/1' }]);
  });

  it('drops every bad item of a list, however many', () => {
    const answer = Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? edoc(`d${i}`) : { ...edoc(`d${i}`), size: -1 }));
    const repaired = repairAnswer(answer, edocs);
    expect(repaired.ok && repaired.answer.map((item) => item.id)).toEqual(Array.from({ length: 20 }, (_, i) => `d${i * 2}`));
  });

  it('drops a policy vehicle with a wrong year, and an optional address with a wrong field', () => {
    const answer = policy();
    (answer.vehicles[0] as { year: unknown }).year = '2021';
    (answer.address as { province: unknown }).province = 35;
    const repaired = repairAnswer(answer, policyDetails);
    const { address: _address, ...expected } = { ...policy(), vehicles: [policy().vehicles[1]] };
    expect(repaired.ok && repaired.answer).toEqual(expected);
    expect(repaired.repairs).toEqual([
      { pointer: '/address/province', keyword: 'type', action: 'dropped', at: '/address' },
      { pointer: '/vehicles/0/year', keyword: 'type', action: 'dropped', at: '/vehicles/0' },
    ]);
  });

  it('blanks a bad optional field of a policy, keeping the rest of its item', () => {
    const answer = policy();
    (answer.coverages[0] as { premium: unknown }).premium = 'n/a';
    const repaired = repairAnswer(answer, policyDetails);
    expect(repaired.ok && repaired.answer.coverages).toEqual([{ code: 'TPL', description: 'Third party liability', limit: 2000000 }]);
  });

  it('drops a field the contract does not know', () => {
    const answer = { ...policy(), internalNotes: 'do not show' };
    const repaired = repairAnswer(answer, policyDetails);
    expect(repaired).toMatchObject({ ok: true, answer: policy(), repairs: [{ pointer: '/internalNotes', keyword: 'additionalProperties', action: 'dropped' }] });
  });

  it('sets a required field to null where the contract takes null: a representative with a bad e-mail', () => {
    const answer = contact();
    answer.csr.email = 'not an e-mail';
    const repaired = repairAnswer(answer, contactDetails);
    expect(repaired.ok && repaired.answer).toEqual({ ...contact(), csr: null });
    expect(repaired.repairs).toEqual([{ pointer: '/csr/email', keyword: 'format', action: 'nulled', at: '/csr' }]);
  });

  it('refuses an answer whose core is unusable, naming the field', () => {
    const missing: Partial<ReturnType<typeof policy>> = policy();
    delete missing.policyNumber;
    expect(repairAnswer(missing, policyDetails)).toMatchObject({ ok: false, pointer: '/policyNumber' });
    expect(repairAnswer({ ...policy(), annualPremium: 'n/a' }, policyDetails)).toMatchObject({ ok: false, pointer: '/annualPremium' });
    expect(repairAnswer({ ...contact(), companyData: 'Maplecrest' }, contactDetails)).toMatchObject({ ok: false, pointer: '/companyData' });
    expect(repairAnswer('not a list', edocs)).toEqual({ ok: false, pointer: '', repairs: [] });
  });
});

describe('repairAnswer, on any answer', () => {
  const cases = [
    { name: 'contact details', validate: contactDetails, good: contact, places: ['/companyData/email', '/otherBranches/1/province', '/otherBranches/0', '/csr', '/workingHours/startTime', '/companyData'] },
    { name: 'a policy', validate: policyDetails, good: policy, places: ['/vehicles/1/vin', '/coverages/0', '/address/zip', '/drivers', '/tag', '/extra'] },
  ];
  for (const { name, validate, good, places } of cases) {
    it(`never throws, and what it keeps keeps the contract: ${name}`, () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.constantFrom(...places), fc.jsonValue({ maxDepth: 2 })), { maxLength: 4 }), (changes) => {
          const answer: unknown = good();
          for (const [place, value] of changes) setAt(answer, place, value);
          const repaired = repairAnswer(answer, validate);
          if (repaired.ok) expect(validate(repaired.answer)).toBe(true);
        }),
        { numRuns: 300 },
      );
      fc.assert(fc.property(fc.jsonValue({ maxDepth: 3 }), (answer) => void repairAnswer(answer, validate)), { numRuns: 300 });
    });
  }
});
