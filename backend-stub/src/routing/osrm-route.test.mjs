import { parseWaypoints, planRoute, routeProfile } from './osrm-route.mjs';

describe('OSRM-compatible route', () => {
  /** @type {import('./osrm-route.mjs').LngLat} */
  const khreshchatyk = [30.5219, 50.4474];
  /** @type {import('./osrm-route.mjs').LngLat} */
  const obolon = [30.498, 50.505];

  it('reads lng,lat pairs and refuses anything else', () => {
    expect(parseWaypoints('30.5219,50.4474;30.498,50.505')).toEqual([khreshchatyk, obolon]);
    expect(parseWaypoints('30.5219,50.4474')).toBeNull();
    expect(parseWaypoints('30.5,abc;30.4,50.5')).toBeNull();
    expect(parseWaypoints('30.5,95;30.4,50.5')).toBeNull();
  });

  it('knows walking and driving and their OSRM synonyms', () => {
    expect(routeProfile('foot')).toBe('walking');
    expect(routeProfile('driving')).toBe('driving');
    expect(routeProfile('flying')).toBeNull();
  });

  it('plans a route whose distance, duration and steps add up', () => {
    const answer = planRoute('walking', [khreshchatyk, obolon]);
    const [route] = answer.routes;
    expect(answer.code).toBe('Ok');
    // About 6.4 km north and 1.7 km west.
    expect(route.distance).toBeGreaterThan(7_500);
    expect(route.distance).toBeLessThan(8_500);
    expect(route.duration).toBeCloseTo(route.distance / (5 / 3.6), -1);
    const steps = route.legs[0].steps;
    expect(steps.map((step) => step.maneuver.type)).toEqual(['depart', 'turn', 'arrive']);
    expect(steps[1].maneuver.modifier).toBe('left');
    expect(route.geometry.coordinates[0]).toEqual(khreshchatyk);
    expect(route.geometry.coordinates.at(-1)).toEqual(obolon);
  });

  it('drives six times faster than it walks', () => {
    const walking = planRoute('walking', [khreshchatyk, obolon]).routes[0];
    const driving = planRoute('driving', [khreshchatyk, obolon]).routes[0];
    expect(driving.distance).toBe(walking.distance);
    expect(walking.duration / driving.duration).toBeCloseTo(6, 1);
  });
});
