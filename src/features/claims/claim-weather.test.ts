import { describe, expect, it } from 'vitest';
import { weatherRequest } from './claim-weather.ts';

const place = { latitude: 45.52, longitude: -73.58 };

describe('weatherRequest', () => {
  it('asks for the weather when it happened once the date and time are given', () => {
    expect(weatherRequest(place, { date: '2026-07-10', time: '14:30' })).toEqual({ ...place, date: new Date('2026-07-10T14:30').toISOString() });
  });

  it('asks for now while the date or the time is missing', () => {
    expect(weatherRequest(place, undefined)).toEqual(place);
    expect(weatherRequest(place, { date: '2026-07-10' })).toEqual(place);
  });
});
