import { describe, expect, it } from 'vitest';
import { accidentWeatherQuestion, isOwnWeather, serviceWeather, weatherFromForm, weatherToAsk } from './claim-weather.ts';

const toronto = { address: '100 King Street West', latitude: 43.6487, longitude: -79.3817 };
const morning = { date: '2026-11-20', time: '08:30' };

describe('accidentWeatherQuestion', () => {
  it('asks for the accident’s place and time, in the language asked', () => {
    const question = accidentWeatherQuestion(toronto, morning, 'fr');
    expect(question?.request).toEqual({ latitude: 43.6487, longitude: -79.3817, date: new Date('2026-11-20T08:30').toISOString() });
    expect(question?.key).toContain('|fr');
  });

  it('asks nothing while the place or the time is missing: never a region, never now', () => {
    expect(accidentWeatherQuestion(undefined, morning, 'en')).toBeUndefined();
    expect(accidentWeatherQuestion({ address: '100 King Street West', city: 'Toronto' }, morning, 'en')).toBeUndefined();
    expect(accidentWeatherQuestion(toronto, undefined, 'en')).toBeUndefined();
    expect(accidentWeatherQuestion(toronto, { date: '2026-11-20' }, 'en')).toBeUndefined();
  });

  it('is a new question when the place, the time or the language changes', () => {
    const keys = new Set([
      accidentWeatherQuestion(toronto, morning, 'en')?.key,
      accidentWeatherQuestion(toronto, { ...morning, time: '17:45' }, 'en')?.key,
      accidentWeatherQuestion({ ...toronto, latitude: 45.5152, longitude: -73.5664 }, morning, 'en')?.key,
      accidentWeatherQuestion(toronto, morning, 'fr')?.key,
    ]);
    expect(keys.size).toBe(4);
  });
});

describe('the weather step’s answer', () => {
  const question = accidentWeatherQuestion(toronto, morning, 'en');
  if (!question) throw new Error('no question');
  const fetched = serviceWeather(question, { temperature: 3, description: 'Rain' }, new Date('2026-11-21T10:00:00Z'));

  it('is the service’s for its question, and asked again for another one', () => {
    expect(fetched).toEqual({ temperature: 3, description: 'Rain', savedAt: '2026-11-21T10:00:00.000Z', source: { key: question.key, temperature: 3, description: 'Rain' } });
    expect(weatherToAsk(fetched, question)).toBe(false);
    expect(weatherToAsk(undefined, question)).toBe(true);
    const later = accidentWeatherQuestion(toronto, { ...morning, time: '17:45' }, 'en');
    expect(weatherToAsk(fetched, later)).toBe(true);
    expect(weatherToAsk(fetched, undefined)).toBe(false);
  });

  it('stays the service’s while the form reports its values unchanged, and becomes the policyholder’s once changed', () => {
    expect(weatherFromForm(fetched, { temperature: 3, description: 'Rain' })).toEqual(fetched);
    const edited = weatherFromForm(fetched, { temperature: 3, description: 'Freezing fog' });
    expect(edited).toEqual({ temperature: 3, description: 'Freezing fog' });
    expect(isOwnWeather(edited)).toBe(true);
    // The policyholder's own words are never replaced by the service.
    expect(weatherToAsk(edited, accidentWeatherQuestion(toronto, { ...morning, time: '17:45' }, 'en'))).toBe(false);
    expect(weatherFromForm(fetched, {})).toBeUndefined();
  });
});
