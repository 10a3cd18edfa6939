// What a screen gives lookup renderers through formContext. Renderers stay free of the app's API:
// the screen answers with data from its own calls.

/** docs/product-rules.md#geocode, as parsed from a maps geocode response, plus the position. */
export interface AddressParts {
  streetNumber?: string;
  streetName?: string;
  city?: string;
  /** Province or state, short code (ON, QC, NY). */
  province?: string;
  /** Country, short code (CA, US). */
  country?: string;
  zipCode?: string;
  /** The whole address as one line, for choosing among several answers. */
  formatted: string;
  latitude?: number;
  longitude?: number;
}

/** One saved entry a picker offers (a vehicle, a driver); `value` fills the group's fields by name. */
export interface PickOption {
  id: string;
  label: string;
  value: Record<string, unknown>;
  /**
   * What the entry carries besides the fields the group shows (e.g. the ids a call needs): put in the
   * group's answer when the entry is picked, replaced when another is, removed when "another one"
   * (typed in) is chosen.
   */
  carries?: Record<string, unknown>;
}

export interface LookupFormContext {
  geocode?: (query: { address: string } | { latlng: string }) => Promise<AddressParts[]>;
  pickOptions?: (source: string) => Promise<PickOption[]>;
}
