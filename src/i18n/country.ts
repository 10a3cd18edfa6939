// The brokerage's country as the forms and formats read it (docs/product-rules.md#country): its
// forms' address parts and units (renderers/form-catalogue.ts loads the country's schema), its
// currency and units of measure. The runtime's, or the default country before settings arrive.
import { useSnapshot } from 'valtio';
import { DEFAULT_COUNTRY } from '../settings/default-settings.ts';
import { runtimeState } from '../state/runtime-state.ts';
import { COUNTRIES } from '../generated/countries.ts';
import type { Runtime } from '../settings/runtime.ts';

/** The country now, outside React (a flow's completion rule, a form's first load). */
export function currentCountry(): string {
  return runtimeState.runtime?.countryIsoCode ?? DEFAULT_COUNTRY;
}

/** The country, re-rendering when the settings change it. */
export function useCountry(): string {
  return useSnapshot(runtimeState).runtime?.countryIsoCode ?? DEFAULT_COUNTRY;
}

/** The country's units when no runtime is known yet: the default country's. */
const DEFAULT_UNITS: Runtime['units'] = { distance: COUNTRIES[DEFAULT_COUNTRY].distanceUnit, temperature: COUNTRIES[DEFAULT_COUNTRY].temperatureUnit };

/** The brokerage's units of distance and temperature, outside React. */
export function currentUnits(): Runtime['units'] {
  return runtimeState.runtime?.units ?? DEFAULT_UNITS;
}

/** The brokerage's units of distance and temperature. */
export function useUnits(): Runtime['units'] {
  return useSnapshot(runtimeState).runtime?.units ?? DEFAULT_UNITS;
}
