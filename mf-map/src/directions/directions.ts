import type { GeoPoint } from '../geo/geo-point';

/** Spec 4.9: route mode off (null), WALKING or DRIVING. */
export type RouteMode = 'WALKING' | 'DRIVING';
export const ROUTE_MODES: readonly RouteMode[] = ['WALKING', 'DRIVING'];

export type RouteStepKind = 'depart' | 'turnLeft' | 'turnRight' | 'continue' | 'arrive';

export interface RouteStep {
  kind: RouteStepKind;
  street: string;
  distanceM: number;
}

/** A route from the visitor to the destination, as the map draws and lists it. */
export interface Directions {
  mode: RouteMode;
  destinationId: string;
  distanceM: number;
  durationS: number;
  path: GeoPoint[];
  steps: RouteStep[];
}
