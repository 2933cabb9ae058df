import { parseDecimal } from '@bank/shared-kit';
import type { GeoPoint } from './geo-point';

function coordinate(text: unknown, limit: number): number | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  // Spec section 5: coordinates are numbers after a comma decimal separator becomes a dot.
  const value = parseDecimal(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** A point from the text pair the content system sends; null when either half is missing, not a number or out of range. */
export function parseGeoPoint(lat: unknown, lng: unknown): GeoPoint | null {
  const latitude = coordinate(lat, 90);
  const longitude = coordinate(lng, 180);
  return latitude === null || longitude === null ? null : { lat: latitude, lng: longitude };
}
