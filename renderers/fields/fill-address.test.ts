import { describe, expect, it } from 'vitest';
import { fillAddress, streetLine } from './fill-address.ts';

const king = { streetNumber: '100', streetName: 'King Street West', city: 'Toronto', province: 'ON', country: 'CA', zipCode: 'M5X 1A9', formatted: '100 King St W, Toronto, ON M5X 1A9, Canada', latitude: 43.6487, longitude: -79.3817 };

describe('fillAddress', () => {
  it('writes the parts into the fields a Canadian location has, keeping its other answers', () => {
    const fields = ['locationText', 'address', 'city', 'province', 'zip', 'country', 'latitude', 'longitude'];
    expect(fillAddress({ locationText: 'In front of the bank' }, king, fields)).toEqual({
      locationText: 'In front of the bank', address: '100 King Street West', city: 'Toronto', province: 'ON', zip: 'M5X 1A9', country: 'CA', latitude: 43.6487, longitude: -79.3817,
    });
  });

  it('fills state and zipCode when the schema has those names instead', () => {
    const nyc = { streetNumber: '350', streetName: '5th Ave', city: 'New York', province: 'NY', country: 'US', zipCode: '10118', formatted: '350 5th Ave, New York, NY 10118, USA' };
    expect(fillAddress(undefined, nyc, ['address', 'city', 'state', 'zipCode', 'streetNumber', 'streetName'])).toEqual({
      address: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10118', streetNumber: '350', streetName: '5th Ave',
    });
  });

  it('clears a part the new answer lacks, so two addresses never mix', () => {
    const intersection = { streetName: 'Trafalgar Road', city: 'Oakville', province: 'ON', country: 'CA', zipCode: 'L6J 7H8', formatted: 'Trafalgar Rd & Cornwall Rd, Oakville, ON L6J 7H8, Canada' };
    const before = fillAddress(undefined, king, ['address', 'streetNumber', 'city']);
    expect(fillAddress(before, intersection, ['address', 'streetNumber', 'city'])).toEqual({ address: 'Trafalgar Road', city: 'Oakville' });
  });

  it('uses the first line of the formatted address when there is no street', () => {
    expect(streetLine({ formatted: 'Trafalgar Rd & Cornwall Rd, Oakville, ON' })).toBe('Trafalgar Rd & Cornwall Rd');
  });
});
