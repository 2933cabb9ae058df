import { parseGeoPoint } from './coordinates';

describe('coordinates from the content system', () => {
  it('reads a comma as the decimal separator', () => {
    expect(parseGeoPoint('50,4474', '30,5219')).toEqual({ lat: 50.4474, lng: 30.5219 });
  });

  it('reads a dot, surrounding spaces and numbers as they are', () => {
    expect(parseGeoPoint(' 49.8419 ', 24.0315)).toEqual({ lat: 49.8419, lng: 24.0315 });
  });

  it.each([
    ['empty text', '', ''],
    ['not a number', 'н/д', '35,0200'],
    ['latitude out of range', '249,23', '28,4520'],
    ['longitude out of range', '50,1', '190'],
    ['missing', undefined, null],
  ])('skips a point with %s', (_case, lat, lng) => {
    expect(parseGeoPoint(lat, lng)).toBeNull();
  });
});
