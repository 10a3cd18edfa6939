// The 13 steps of the claim wizard (docs/product-rules.md#claim-wizard, docs/product-rules.md#claim-draft, docs/product-rules.md#claim-wizard):
// ids, and the claim's own completion rules beyond "answered and valid". Pure.
import type { AutoClaim, FileRef } from '../../api/generated/api-types.ts';
import type { FlowAnswers, StepFormData, StepForms, StepId } from '../../flow/flow-types.ts';
import type { TemperatureUnit } from '../../settings/runtime.ts';
import { shownTemperature, temperatureSymbol } from '../../i18n/temperature.ts';

/** The claim's steps in order: step id → its schema form. */
export const CLAIM_STEPS = {
  vehicle: 'claim-vehicle',
  weather: 'claim-weather',
  location: 'claim-location',
  dateTime: 'claim-date-time',
  driver: 'claim-driver',
  whatHappened: 'claim-what-happened',
  pictures: 'claim-pictures',
  otherParty: 'claim-other-party',
  officer: 'claim-officer',
  passenger: 'claim-passenger',
  witness: 'claim-witness',
  note: 'claim-note',
  disclaimer: 'claim-disclaimer',
} as const satisfies StepForms;

export type ClaimStepId = StepId<typeof CLAIM_STEPS>;

/**
 * What the draft keeps per step: each form's data, typed from its schema; the vehicle with the
 * policy and VIN of one picked from the account; the weather as the weather service also gives it
 * (with the moment it was fetched and what it was asked for); the consent as a boolean.
 */
export type ClaimAnswers = FlowAnswers<typeof CLAIM_STEPS, { vehicle: VehicleAnswer; weather: Weather; disclaimer: boolean }>;

/** The vehicle step's answer: its form's fields, and what a vehicle picked from the account carries (claim-lookups.ts). */
export type VehicleAnswer = StepFormData<typeof CLAIM_STEPS, 'vehicle'> & Pick<AutoClaim, 'policyId'> & Pick<AutoClaim['vehicle'], 'vin'>;

/** A file in the draft is a reference; its bytes live in the upload queue. */
export type { FileRef };

/** What the weather service answered, and for which place, time and language (claim-weather.ts). */
export interface WeatherSource {
  key: string;
  temperature: number;
  description: string;
}

/**
 * The weather answer: the shape the submit call takes, any field possibly still missing; with its
 * source while it is the service's answer, unchanged (the policyholder's own words have none).
 */
export type Weather = Partial<AutoClaim['weather']> & { source?: WeatherSource };


/** docs/product-rules.md#claim-wizard: weather completes when a description exists; an empty description makes it not completed. */
export function weatherComplete(value: Weather | undefined): boolean {
  const description = value?.description;
  return typeof description === 'string' && description.trim() !== '';
}

/** The weather as the wizard shows it: temperature followed by °C (°F in the US; docs/product-rules.md#country), then the description. */
export function weatherText(weather: Weather | undefined, formatNumber: (n: number) => string = String, unit: TemperatureUnit = 'celsius'): string {
  if (!weather) return '';
  const parts: string[] = [];
  if (typeof weather.temperature === 'number' && Number.isFinite(weather.temperature)) parts.push(`${formatNumber(shownTemperature(weather.temperature, unit))} ${temperatureSymbol(unit)}`);
  if (weather.description) parts.push(weather.description);
  return parts.join(' ');
}
