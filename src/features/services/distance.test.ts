import { describe, expect, it } from 'vitest';
import { byDistance, distanceKm, formatDistance } from './distance.ts';

describe('distanceKm', () => {
  it.each([
    ['same point', { lat: 43.4487, lng: -79.6644 }, { lat: 43.4487, lng: -79.6644 }, 0, 0.001],
    ['Toronto → Montréal', { lat: 43.6532, lng: -79.3832 }, { lat: 45.5019, lng: -73.5674 }, 504, 3],
    ['Oakville → Toronto (King St)', { lat: 43.4487, lng: -79.6644 }, { lat: 43.6487, lng: -79.3817 }, 31.6, 0.5],
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.2, 0.1],
    ['across the antimeridian', { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111.2, 0.1],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, 20015, 2],
  ])('%s', (_name, a, b, km, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('formatDistance', () => {
  it.each([
    [0.004, 'en-CA', '10 m'],
    [0.847, 'en-CA', '850 m'],
    [0.998, 'en-CA', '1.0 km'],
    [2.44, 'en-CA', '2.4 km'],
    [12.6, 'en-CA', '13 km'],
    [2.44, 'fr-CA', '2,4\u00a0km'],
    [0.847, 'fr-CA', '850\u00a0m'],
  ])('%s km in %s → %s', (km, locale, text) => expect(formatDistance(km, locale)).toBe(text));

  // docs/product-rules.md#country: a US agency's visitor reads miles.
  it.each([
    [0.05, 'en-CA', '0.1 mi'],
    [2.44, 'en-CA', '1.5 mi'],
    [20, 'en-CA', '12 mi'],
    [2.44, 'fr-CA', '1,5\u00a0mi'],
  ])('%s km in %s in miles → %s', (km, locale, text) => expect(formatDistance(km, locale, 'mile')).toBe(text));

  it('nothing for an impossible distance', () => {
    expect(formatDistance(Number.NaN, 'en-CA')).toBe('');
    expect(formatDistance(-1, 'en-CA')).toBe('');
  });
});

describe('byDistance', () => {
  it('sorts nearest first and adds the distance', () => {
    const origin = { lat: 43.4487, lng: -79.6644 };
    const places = [
      { id: 'toronto', lat: 43.6443, lng: -79.4024 },
      { id: 'near', lat: 43.4512, lng: -79.6571 },
      { id: 'mid', lat: 43.4871, lng: -79.7163 },
    ];
    const sorted = byDistance(origin, places);
    expect(sorted.map((p) => p.id)).toEqual(['near', 'mid', 'toronto']);
    expect(sorted[0]?.km).toBeLessThan(1);
  });
});
