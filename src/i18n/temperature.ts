// Temperatures as the brokerage's country reads them (docs/product-rules.md#country): the weather
// service and the claim call speak degrees Celsius; a US visitor sees and types degrees Fahrenheit.
import type { TemperatureUnit } from '../settings/runtime.ts';

/** One decimal, as a thermometer reads. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Degrees Celsius in the unit shown. */
export function shownTemperature(celsius: number, unit: TemperatureUnit): number {
  return unit === 'fahrenheit' ? tenth((celsius * 9) / 5 + 32) : celsius;
}

/** A temperature typed in the unit shown, in degrees Celsius. */
export function celsiusOf(shown: number, unit: TemperatureUnit): number {
  return unit === 'fahrenheit' ? tenth(((shown - 32) * 5) / 9) : shown;
}

/** The unit's symbol: °C or °F. */
export function temperatureSymbol(unit: TemperatureUnit): string {
  return unit === 'fahrenheit' ? '°F' : '°C';
}
