import { describe, expect, it } from 'vitest';
import { requestProblems } from '../../../fixtures/backend/request-contract.ts';
import { quotePayload } from './quote-payload.ts';
import { emptyQuoteSteps, type QuoteAnswers, type QuoteStepId } from './quote-state.ts';
import type { FlowSteps } from '../../flow/flow-types.ts';
import { useRuntime } from '../../../tests/use-runtime.ts';

/** Answers as stored, and some no form gives (extra fields, blank ones), which the payload leaves out. */
function steps(values: Partial<Record<QuoteStepId, unknown>>): FlowSteps<QuoteAnswers> {
  return Object.assign(emptyQuoteSteps(), Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { value, completed: true }])));
}

const who = { firstName: 'Liam', lastName: 'Nguyen', email: 'liam@example.ca', phone: '416-555-0182' };
const where = { address: '12 Danforth Ave', city: 'Toronto', province: 'ON', zip: 'M4C 1B5', latitude: 43.68, longitude: -79.3 };

describe('quotePayload', () => {
  it('sends the kind, the person, the address, the kind’s answers, the insurer and the start date', () => {
    const payload = quotePayload('auto', steps({
      who: { ...who, contactBy: 'email' },
      what: { year: 2021, make: 'Toyota', model: 'RAV4', use: 'commute', yearlyKm: 15000 },
      where,
      insurer: { insured: 'yes', company: 'Northbridge', policyEnd: '2027-03-01' },
      start: { startDate: '2027-03-01', notes: 'Two drivers.' },
    }));
    expect(payload).toEqual({
      kind: 'auto',
      ...who,
      contactBy: 'email',
      address: { address: '12 Danforth Ave', city: 'Toronto', province: 'ON', zip: 'M4C 1B5', country: 'CA' },
      details: { year: 2021, make: 'Toyota', model: 'RAV4', use: 'commute', yearlyKm: 15000 },
      currency: 'CAD',
      currentInsurer: { insured: true, company: 'Northbridge', policyEnd: '2027-03-01' },
      startDate: '2027-03-01',
      notes: 'Two drivers.',
    });
    expect(requestProblems('quote.send', payload)).toEqual([]);
  });

  // docs/product-rules.md#country
  it('sends a US agency’s quote with its state, ZIP code, country and dollars, as the contract checks them', () => {
    useRuntime({ countryIsoCode: 'US' });
    const answers = { who, what: { rental: 'apartment', contentsValue: 25000 }, insurer: { insured: 'no' }, start: { startDate: '2027-07-01' } };
    const payload = quotePayload('tenant', steps({ ...answers, where: { address: '300 Pearl St', city: 'Buffalo', province: 'NY', zip: '14202-1234' } }));
    expect(payload).toMatchObject({ address: { address: '300 Pearl St', city: 'Buffalo', province: 'NY', zip: '14202-1234', country: 'US' }, currency: 'USD' });
    expect(requestProblems('quote.send', payload)).toEqual([]);
    // A Canadian postal code or province is not a US address.
    expect(requestProblems('quote.send', quotePayload('tenant', steps({ ...answers, where: { address: '1 A St', city: 'Buffalo', province: 'NY', zip: 'L6J 2X5' } })))).not.toEqual([]);
    expect(requestProblems('quote.send', quotePayload('tenant', steps({ ...answers, where: { address: '1 A St', city: 'Buffalo', province: 'ON', zip: '14202' } })))).not.toEqual([]);
  });

  it('sends no insurer details for someone not insured now, and leaves blank answers out', () => {
    const payload = quotePayload('tenant', steps({
      who,
      what: { rental: 'apartment', contentsValue: 25000, roommates: undefined, note: '' },
      where,
      insurer: { insured: 'no', company: 'Old Insurer', policyEnd: '2020-01-01' },
      start: { startDate: '2027-07-01', notes: '   ' },
    }));
    expect(payload.currentInsurer).toEqual({ insured: false });
    expect(payload.details).toEqual({ rental: 'apartment', contentsValue: 25000 });
    expect(payload).not.toHaveProperty('notes');
    expect(payload).not.toHaveProperty('contactBy');
    expect(payload.kind).toBe('tenant');
    expect(requestProblems('quote.send', payload)).toEqual([]);
  });
});
