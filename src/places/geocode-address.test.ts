import { describe, expect, it } from 'vitest';
import { addressesOf, addressPartsOf } from './geocode-address.ts';

const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });
const king = {
  formatted_address: '100 King St W, Toronto, ON M5X 1A9, Canada',
  place_id: 'p1',
  address_components: [
    component('100', '100', 'street_number'),
    component('King Street West', 'King St W', 'route'),
    component('Toronto', 'Toronto', 'locality', 'political'),
    component('Ontario', 'ON', 'administrative_area_level_1', 'political'),
    component('Canada', 'CA', 'country', 'political'),
    component('M5X 1A9', 'M5X 1A9', 'postal_code'),
  ],
  geometry: { location: { lat: 43.6487, lng: -79.3817 } },
};

describe('geocode response into address parts', () => {
  it('takes street number, street name, city, province and country short codes, and zip code', () => {
    expect(addressPartsOf(king)).toEqual({
      streetNumber: '100', streetName: 'King Street West', city: 'Toronto', province: 'ON', country: 'CA', zipCode: 'M5X 1A9',
      formatted: '100 King St W, Toronto, ON M5X 1A9, Canada', latitude: 43.6487, longitude: -79.3817,
    });
  });

  it('leaves out parts the answer lacks and falls back to a postal town for the city', () => {
    const rural = { ...king, address_components: [component('Rang 4', 'Rang 4', 'route'), component('Saint-Roch', 'Saint-Roch', 'postal_town'), component('Québec', 'QC', 'administrative_area_level_1'), component('Canada', 'CA', 'country')] };
    const parts = addressPartsOf(rural);
    expect(parts).toMatchObject({ streetName: 'Rang 4', city: 'Saint-Roch', province: 'QC', country: 'CA' });
    expect(parts.streetNumber).toBeUndefined();
    expect(parts.zipCode).toBeUndefined();
  });

  it('gives no address for ZERO_RESULTS and every answer in order for OK', () => {
    expect(addressesOf({ status: 'ZERO_RESULTS', results: [] })).toEqual([]);
    const second = { ...king, formatted_address: '100 King St E, Toronto', place_id: 'p2' };
    expect(addressesOf({ status: 'OK', results: [king, second] }).map((a) => a.formatted)).toEqual([king.formatted_address, '100 King St E, Toronto']);
  });
});
