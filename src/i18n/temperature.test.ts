import { describe, expect, it } from 'vitest';
import { celsiusOf, shownTemperature, temperatureSymbol } from './temperature.ts';

describe('temperatures in the country’s unit', () => {
  it.each([
    [0, 'fahrenheit', 32],
    [-40, 'fahrenheit', -40],
    [7, 'fahrenheit', 44.6],
    [21.5, 'fahrenheit', 70.7],
    [7, 'celsius', 7],
  ] as const)('%s °C shows as %s %s', (celsius, unit, shown) => {
    expect(shownTemperature(celsius, unit)).toBe(shown);
  });

  it.each([
    [32, 'fahrenheit', 0],
    [44.6, 'fahrenheit', 7],
    [70, 'fahrenheit', 21.1],
    [7, 'celsius', 7],
  ] as const)('%s typed in %s is %s °C', (shown, unit, celsius) => {
    expect(celsiusOf(shown, unit)).toBe(celsius);
  });

  it('names the unit', () => {
    expect([temperatureSymbol('celsius'), temperatureSymbol('fahrenheit')]).toEqual(['°C', '°F']);
  });
});
