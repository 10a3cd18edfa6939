// The weather a claim asks for (docs/product-rules.md#weather): the weather at the accident's place
// and time, asked once both are known and asked again when either changes, or the language (the
// description comes in the language asked in). Never the brokerage's region, never today's: until
// both are known nothing is asked. An answer the policyholder wrote or changed is theirs and stays.
import type { CallRequest } from '../../api/call-api.ts';
import { occurredAt } from './claim-submit.ts';
import type { ClaimAnswers, Weather } from './claim-steps.ts';
import type { TemperatureUnit } from '../../settings/runtime.ts';
import { celsiusOf, shownTemperature } from '../../i18n/temperature.ts';

/** A question to the weather service: the request, and a key naming its place, time and language. */
export interface WeatherQuestion {
  key: string;
  request: CallRequest<'weather.get'>;
}

/** What to ask for the accident, or undefined while its place (coordinates) or its time is not known. */
export function accidentWeatherQuestion(location: ClaimAnswers['location'] | undefined, when: ClaimAnswers['dateTime'] | undefined, language: string): WeatherQuestion | undefined {
  const { latitude, longitude } = location ?? {};
  const date = occurredAt(when);
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || !Number.isFinite(latitude) || !Number.isFinite(longitude) || !date) return undefined;
  return { key: `${latitude},${longitude}@${date}|${language}`, request: { latitude, longitude, date } };
}

/** Whether the weather step holds the policyholder's own words (typed, or the service's changed). */
export function isOwnWeather(weather: Weather | undefined): boolean {
  return !weather?.source && (weather?.description?.trim() ?? '') !== '';
}

/** Whether the weather step should be asked (again) for this question. */
export function weatherToAsk(weather: Weather | undefined, question: WeatherQuestion | undefined): question is WeatherQuestion {
  return question !== undefined && weather?.source?.key !== question.key && !isOwnWeather(weather);
}

/** The service's answer for a question, as the weather step keeps it. */
export function serviceWeather(question: WeatherQuestion, answer: { temperature: number; description: string }, now: Date = new Date()): Weather {
  const { temperature, description } = answer;
  return { temperature, description, savedAt: now.toISOString(), source: { key: question.key, temperature, description } };
}

/**
 * The weather answer after the form reported it: still the service's while its values are the ones
 * the service gave; once changed, the policyholder's own (no source, no time it was fetched).
 */
export function weatherFromForm(before: Weather | undefined, data: { temperature?: number; description?: string }, unit: TemperatureUnit = 'celsius'): Weather | undefined {
  const source = before?.source;
  // The service's own figure while the form still shows it (a °F rounding must not lose it).
  const celsius = (shown: number) => (source && shown === shownTemperature(source.temperature, unit) ? source.temperature : celsiusOf(shown, unit));
  const answer: Weather = {
    ...(data.temperature !== undefined ? { temperature: celsius(data.temperature) } : {}),
    ...(data.description !== undefined ? { description: data.description } : {}),
  };
  if (source && answer.temperature === source.temperature && answer.description === source.description) {
    return { ...answer, ...(before?.savedAt ? { savedAt: before.savedAt } : {}), source };
  }
  return Object.keys(answer).length > 0 ? answer : undefined;
}
