import { EARTH_RADIUS_KM } from '@bank/shared-kit';
import type { GeoPoint } from './geo-point';

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance over a sphere of the spec's earth radius (6371 km). */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
