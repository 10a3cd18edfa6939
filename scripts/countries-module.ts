// src/generated/countries.ts: what each country with data (schemas/countries/) sets beside its forms'
// parts — its currency, its units of distance and temperature — for the runtime to derive from the
// brokerage's country (docs/product-rules.md#country).
import type { CountryData } from './country-parts.ts';

export function countriesModule(countries: ReadonlyMap<string, CountryData>, banner: string): string {
  const entries = [...countries].map(([code, data]) => `  ${code}: { currency: '${data.currency}', distanceUnit: '${data.distanceUnit}', temperatureUnit: '${data.temperatureUnit}' },`).join('\n');
  return `${banner}/** Country code → its currency (ISO 4217) and units, from schemas/countries/<code>.json. */\nexport const COUNTRIES = {\n${entries}\n} as const;\n\nexport type CountryCode = keyof typeof COUNTRIES;\n`;
}
