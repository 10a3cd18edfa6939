// docs/product-rules.md#geocode: a maps service geocode response is parsed into address parts (docs/product-rules.md#geocode):
// streetNumber, streetName, city, province, country (short code), zipCode.
import type { MapsGeocodeResponse } from '../api/generated/api-types.ts';
import type { AddressParts } from '../../renderers/fields/lookup-context.ts';

type GeocodeResult = MapsGeocodeResponse['results'][number];
type Component = GeocodeResult['address_components'][number];

function part(components: Component[], type: string, form: 'long_name' | 'short_name' = 'long_name'): string | undefined {
  return components.find((component) => component.types.includes(type))?.[form] || undefined;
}

export function addressPartsOf(result: GeocodeResult): AddressParts {
  const c = result.address_components;
  return {
    streetNumber: part(c, 'street_number'),
    streetName: part(c, 'route'),
    // Some places have no locality (rural addresses): the next administrative level stands in.
    city: part(c, 'locality') ?? part(c, 'postal_town') ?? part(c, 'sublocality') ?? part(c, 'administrative_area_level_3'),
    province: part(c, 'administrative_area_level_1', 'short_name'),
    country: part(c, 'country', 'short_name'),
    zipCode: part(c, 'postal_code'),
    formatted: result.formatted_address,
    latitude: result.geometry.location.lat,
    longitude: result.geometry.location.lng,
  };
}

/** Every answer of a response, best first; none when the service found nothing. */
export function addressesOf(response: MapsGeocodeResponse): AddressParts[] {
  return response.status === 'OK' ? response.results.map(addressPartsOf) : [];
}
