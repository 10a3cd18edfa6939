// Address parts into a group's own fields, by the names docs/product-rules.md#geocode gives the address text fields
// (address, city, province, zip, state) and the parts themselves (streetNumber, streetName,
// country, zipCode), plus latitude and longitude. Only fields the schema has are written.
import type { AddressParts } from './lookup-context.ts';

export function streetLine(parts: AddressParts): string {
  const street = [parts.streetNumber, parts.streetName].filter(Boolean).join(' ');
  return street || (parts.formatted.split(',')[0] ?? '').trim();
}

export function fillAddress(current: Record<string, unknown> | undefined, parts: AddressParts, fields: readonly string[]): Record<string, unknown> {
  const has = new Set(fields);
  const candidates: Record<string, unknown> = {
    address: streetLine(parts),
    streetNumber: parts.streetNumber,
    streetName: parts.streetName,
    city: parts.city,
    // A Canadian form says province, a US one state: whichever the schema has gets the code.
    province: parts.province,
    state: parts.province,
    country: parts.country,
    zip: parts.zipCode,
    zipCode: parts.zipCode,
    latitude: parts.latitude,
    longitude: parts.longitude,
  };
  const out: Record<string, unknown> = { ...current };
  for (const [name, value] of Object.entries(candidates)) {
    if (!has.has(name)) continue;
    // A part the answer lacks clears the old one, so two addresses never mix.
    if (value === undefined || value === '') delete out[name];
    else out[name] = value;
  }
  return out;
}
