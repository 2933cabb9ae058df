import { runtimeConfig, siteContentClient } from '@bank/shared-kit';
import type { GeoPoint } from '../geo/geo-point';
import type { RouteMode } from '../directions/directions';
import { routeFromOsrm, type OsrmAnswer, type OsrmRoute } from '../directions/osrm-directions';

const PROFILES: Record<RouteMode, string> = { WALKING: 'walking', DRIVING: 'driving' };

/**
 * A route from the OSRM-compatible service named in the runtime config
 * (`{routingServiceUrl}/v1/{profile}/{lng,lat;lng,lat}`); in the browser only.
 */
export async function readDirections(mode: RouteMode, from: GeoPoint, to: GeoPoint): Promise<OsrmRoute> {
  const base = runtimeConfig().routingServiceUrl.replace(/\/$/, '');
  const waypoints = `${from.lng},${from.lat};${to.lng},${to.lat}`;
  const answer = await siteContentClient().getAbsolute<OsrmAnswer>(`${base}/v1/${PROFILES[mode]}/${waypoints}?overview=full&geometries=geojson&steps=true`);
  return routeFromOsrm(answer);
}
