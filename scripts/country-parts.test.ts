// The address schema per country (docs/adr/0083-an-address-schema-per-country.md): each form with
// country parts is compiled once per country, with the country's region, postal code, units and
// texts, and the app loads the brokerage's.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import settingsSchema from '../schemas/settings.schema.json' with { type: 'json' };
import { countryPartsOf, expandForCountry, readCountries } from './country-parts.ts';
import { schemaTargets } from './schema-targets.ts';
import { loadFormEntry } from '../renderers/form-catalogue.ts';
import { isValidFormData } from '../renderers/form-validator.ts';

const quoteAddress = JSON.parse(readFileSync('schemas/forms/quote/address.schema.json', 'utf8'));
const countries = readCountries();

describe('country parts of forms', () => {
  it('has data for exactly the countries the settings accept', () => {
    expect([...countries.keys()]).toEqual(settingsSchema.properties.countryIsoCode.enum);
  });

  it('every country gives every part a form uses', () => {
    const parts = new Set(schemaTargets.filter((t) => t.country).flatMap((t) => countryPartsOf(JSON.parse(readFileSync(t.schema, 'utf8')))));
    expect([...parts].sort()).toEqual(['address', 'cardPostalCode', 'mileage', 'temperature']);
    for (const [code, data] of countries) for (const part of parts) expect(Object.keys(data.parts), `${code} ${part}`).toContain(part);
  });

  it('puts the country’s properties where the form names the part, with the country’s texts', () => {
    const us = expandForCountry(quoteAddress, 'US', countries.get('US')!);
    expect(Object.keys(us.properties)).toEqual(['address', 'city', 'province', 'zip', 'country', 'latitude', 'longitude']);
    expect(us.properties.province).toMatchObject({ title: 'State', 'x-texts': 'country.US.province' });
    expect(us.properties.province.enum).toEqual(expect.arrayContaining(['NY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
    expect(us.properties.province.enum).toHaveLength(56);
    const ca = expandForCountry(quoteAddress, 'CA', countries.get('CA')!);
    expect(ca.properties.province.enum).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
    expect(ca.properties.zip.title).toBe('Postal code');
  });

  it('refuses a country without the part', () => {
    expect(() => expandForCountry(quoteAddress, 'XX', { ...countries.get('CA')!, parts: {} })).toThrow('schemas/countries/XX.json has no part "address"');
  });
});

describe('the brokerage’s country picks the form’s schema', () => {
  const address = (province: string, zip: string) => ({ address: '1 Main St', city: 'Buffalo', province, zip });

  it.each([
    ['US', address('NY', '14202'), true],
    ['US', address('NY', '14202-1234'), true],
    ['US', address('ON', '14202'), false],
    ['US', address('NY', 'L6J 2X5'), false],
    ['US', address('NY', '1420'), false],
    ['CA', address('ON', 'L6J 2X5'), true],
    ['CA', address('ON', 'L6J2X5'), true],
    ['CA', address('NY', 'L6J 2X5'), false],
    ['CA', address('ON', '14202'), false],
  ])('%s: %o valid %s', async (country, data, valid) => {
    expect(await isValidFormData('quote-address', data, new Date(), country)).toBe(valid);
  });

  it('loads each country’s own schema, and the mileage in its unit', async () => {
    const [us, ca] = await Promise.all([loadFormEntry('quote-vehicle', 'US'), loadFormEntry('quote-vehicle', 'CA')]);
    expect(Object.keys(us.schema.properties ?? {})).toContain('yearlyMiles');
    expect(Object.keys(ca.schema.properties ?? {})).toContain('yearlyKm');
    expect(Object.keys(us.schema.properties ?? {})).not.toContain('yearlyKm');
  });
});
