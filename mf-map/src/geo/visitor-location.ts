import type { GeoPoint } from './geo-point';

export type LocationProblem = 'denied' | 'unavailable';

export class VisitorLocationError extends Error {
  constructor(readonly problem: LocationProblem) {
    super(`geolocation: ${problem}`);
  }
}

const LOCATE_TIMEOUT_MS = 15_000;

/** The visitor's position from the browser; rejects with why when it is refused or unknown. */
export function locateVisitor(): Promise<GeoPoint> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new VisitorLocationError('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new VisitorLocationError(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable')),
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}
