// A plausible route in the shape an OSRM server answers GET /route/v1/{profile}/{lng,lat;lng,lat}:
// no street graph here, so the way goes along the meridian of the start, turns once and goes along
// the parallel of the destination. Enough for the map to draw a line and list distance, time and steps.

const EARTH_RADIUS_M = 6_371_000;
// Metres per second: a walking pace of 5 km/h and city traffic of 30 km/h.
const SPEED = { walking: 5 / 3.6, driving: 30 / 3.6 };
const PROFILES = { walking: 'walking', foot: 'walking', driving: 'driving', car: 'driving' };

// Street names come from map data in Ukrainian, whatever the language of the page.
const STREETS = [
  'вулиця Богдана Хмельницького',
  'вулиця Січових Стрільців',
  'проспект Свободи',
  'вулиця Шевченка',
  'вулиця Грушевського',
  'бульвар Лесі Українки',
  'вулиця Героїв Майдану',
  'вулиця Соборна',
];

/**
 * @param {LngLat} from
 * @param {LngLat} to
 */
function distanceM([lng1, lat1], [lng2, lat2]) {
  const radians = (degrees) => (degrees * Math.PI) / 180;
  const dLat = radians(lat2 - lat1);
  const dLng = radians(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

function street(point, salt) {
  const index = Math.abs(Math.round(point[0] * 1000) * 31 + Math.round(point[1] * 1000) * 17 + salt) % STREETS.length;
  return STREETS[index];
}

const round = (value) => Math.round(value * 10) / 10;

/** @typedef {[lng: number, lat: number]} LngLat OSRM's order: longitude first. */

/**
 * Reads "lng,lat;lng,lat"; null when the text is not two or more valid coordinates.
 * @returns {LngLat[] | null}
 */
export function parseWaypoints(text) {
  const pairs = String(text).split(';');
  if (pairs.length < 2) return null;
  const points = pairs.map((pair) => pair.split(',').map(Number));
  const valid = points.every((point) => point.length === 2 && point.every(Number.isFinite) && Math.abs(point[0]) <= 180 && Math.abs(point[1]) <= 90);
  return valid ? /** @type {LngLat[]} */ (points) : null;
}

export function routeProfile(name) {
  return PROFILES[name] ?? null;
}

/**
 * The OSRM answer for the first and last waypoint.
 * @param {string} profile
 * @param {LngLat[]} waypoints
 */
export function planRoute(profile, waypoints) {
  const from = waypoints[0];
  const to = waypoints[waypoints.length - 1];
  /** @type {LngLat} */
  const corner = [from[0], to[1]];
  const speed = SPEED[profile];
  const first = distanceM(from, corner);
  const second = distanceM(corner, to);
  const northward = to[1] >= from[1];
  const eastward = to[0] >= from[0];
  const step = (distance, name, maneuver) => ({ distance: round(distance), duration: round(distance / speed), name, mode: profile, maneuver });
  const steps = [];
  if (first > 0) steps.push(step(first, street(from, 1), { type: 'depart', location: from }));
  if (second > 0) {
    const turn = northward === eastward ? 'right' : 'left';
    steps.push(step(second, street(to, 2), first > 0 ? { type: 'turn', modifier: turn, location: corner } : { type: 'depart', location: from }));
  }
  steps.push(step(0, steps.at(-1)?.name ?? street(to, 2), { type: 'arrive', location: to }));
  const distance = first + second;
  const duration = distance / speed;
  return {
    code: 'Ok',
    routes: [
      {
        distance: round(distance),
        duration: round(duration),
        weight: round(duration),
        weight_name: 'duration',
        geometry: { type: 'LineString', coordinates: [from, corner, to] },
        legs: [{ distance: round(distance), duration: round(duration), summary: steps.map((item) => item.name).join(', '), steps }],
      },
    ],
    waypoints: [from, to].map((location, index) => ({ location, name: street(location, index + 1), distance: 0 })),
  };
}
