import type { GeoPoint } from '../geo/geo-point';
import { greatCircleKm } from '../geo/great-circle';
import type { Branch } from './branch';

export interface NearestBranch {
  branch: Branch;
  distanceKm: number;
}

/** The branch closest to the visitor by great-circle distance; branches without coordinates do not count. */
export function nearestBranch(from: GeoPoint, branches: readonly Branch[]): NearestBranch | null {
  let nearest: NearestBranch | null = null;
  for (const branch of branches) {
    if (!branch.position) continue;
    const distanceKm = greatCircleKm(from, branch.position);
    if (!nearest || distanceKm < nearest.distanceKm) nearest = { branch, distanceKm };
  }
  return nearest;
}
