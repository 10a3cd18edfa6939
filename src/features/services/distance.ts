// Distances for road services: great-circle (haversine) kilometres between two positions, and
// the text a phone shows in the user's locale and the country's unit (docs/product-rules.md#country):
// '850 m', '2.4 km', '12 km' in Canada; '0.5 mi', '1.5 mi', '12 mi' in the United States.
import type { DistanceUnit } from '../../settings/runtime.ts';

interface Position {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Kilometres between two positions along the Earth's surface. */
export function distanceKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const KM_PER_MILE = 1.609344;

/**
 * Kilometres: under 1 km in metres rounded to 10 m (at least 10 m); under 10 km with one decimal;
 * else whole km. Miles: under 10 mi with one decimal (at least 0.1 mi); else whole miles.
 */
export function formatDistance(km: number, locale: string, unit: DistanceUnit = 'kilometer'): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (unit === 'mile') {
    const miles = Math.max(0.1, km / KM_PER_MILE);
    const places = miles < 10 ? 1 : 0;
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'mile', unitDisplay: 'short', minimumFractionDigits: places, maximumFractionDigits: places }).format(miles);
  }
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    if (metres < 1000) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(metres);
  }
  const digits = km < 10 ? 1 : 0;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(km);
}

/** The places with their distance from `origin`, nearest first (stable for equal distances). */
export function byDistance<P extends Position>(origin: Position, places: readonly P[]): (P & { km: number })[] {
  return places.map((place) => ({ ...place, km: distanceKm(origin, place) })).sort((a, b) => a.km - b.km);
}
