import type { GeoPoint } from '../geo/geo-point';
import type { RouteStep, RouteStepKind } from './directions';

/** The parts of an OSRM route answer the map reads (geometries=geojson, steps=true). */
export interface OsrmAnswer {
  code?: string;
  message?: string;
  routes?: Array<{
    distance: number;
    duration: number;
    geometry?: { coordinates?: Array<[number, number]> };
    legs?: Array<{ steps?: Array<{ distance: number; name?: string; maneuver?: { type?: string; modifier?: string } }> }>;
  }>;
}

export interface OsrmRoute {
  distanceM: number;
  durationS: number;
  path: GeoPoint[];
  steps: RouteStep[];
}

function stepKind(type = '', modifier = ''): RouteStepKind {
  if (type === 'depart') return 'depart';
  if (type === 'arrive') return 'arrive';
  if (modifier.includes('left')) return 'turnLeft';
  if (modifier.includes('right')) return 'turnRight';
  return 'continue';
}

/** The first route of an OSRM answer; throws when the service found none. */
export function routeFromOsrm(answer: OsrmAnswer): OsrmRoute {
  const route = answer.routes?.[0];
  if (answer.code !== 'Ok' || !route) throw new Error(`routing service: ${answer.code ?? 'no answer'} ${answer.message ?? ''}`.trim());
  return {
    distanceM: route.distance,
    durationS: route.duration,
    // GeoJSON order is longitude, latitude.
    path: (route.geometry?.coordinates ?? []).map(([lng, lat]) => ({ lat, lng })),
    steps: (route.legs ?? []).flatMap((leg) =>
      (leg.steps ?? []).map((step) => ({
        kind: stepKind(step.maneuver?.type, step.maneuver?.modifier),
        street: step.name ?? '',
        distanceM: step.distance,
      })),
    ),
  };
}
