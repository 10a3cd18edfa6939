import { describe, expect, it } from 'vitest';
import { givenFields } from './given-fields.ts';

describe('givenFields', () => {
  it('keeps the named fields that were given, leaving out empty ones', () => {
    const answer = { firstName: 'Ana', lastName: '', phone: undefined, email: 'ana@example.ca', age: 0 };
    expect(givenFields(answer, ['firstName', 'lastName', 'phone', 'age'])).toEqual({ firstName: 'Ana', age: 0 });
  });

  it('keeps every given field when no keys are named, and nothing of a missing answer', () => {
    expect(givenFields({ make: 'Honda', colour: null, year: 2020 })).toEqual({ make: 'Honda', year: 2020 });
    expect(givenFields<{ a?: string }>(undefined)).toEqual({});
  });
});
