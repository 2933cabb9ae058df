import { greatCircleKm } from '../geo/great-circle';
import { branchOf, type Branch } from './branch';
import { nearestBranch } from './nearest-branch';

const branch = (id: string, position: Branch['position']): Branch => branchOf({ id, name: `Branch ${id}`, position });

const kyiv = { lat: 50.4501, lng: 30.5234 };
const lviv = { lat: 49.8419, lng: 24.0315 };

describe('great-circle distance', () => {
  it('is about 467 km from Kyiv to Lviv on a 6371 km sphere', () => {
    expect(greatCircleKm(kyiv, lviv)).toBeCloseTo(467.36, 1);
  });

  it('is zero to the same point and symmetric', () => {
    expect(greatCircleKm(kyiv, kyiv)).toBe(0);
    expect(greatCircleKm(lviv, kyiv)).toBeCloseTo(greatCircleKm(kyiv, lviv), 9);
  });
});

describe('nearest branch', () => {
  const khreshchatyk = branch('101', { lat: 50.4474, lng: 30.5219 });
  const obolon = branch('104', { lat: 50.505, lng: 30.498 });
  const rynok = branch('201', { lat: 49.8419, lng: 24.0315 });

  it('picks the closest branch to the visitor', () => {
    const visitorInLviv = { lat: 49.84, lng: 24.02 };
    expect(nearestBranch(visitorInLviv, [khreshchatyk, obolon, rynok])?.branch.id).toBe('201');
    const visitorOnObolon = { lat: 50.51, lng: 30.5 };
    expect(nearestBranch(visitorOnObolon, [khreshchatyk, obolon, rynok])?.branch.id).toBe('104');
  });

  it('gives the distance in kilometres', () => {
    expect(nearestBranch(kyiv, [khreshchatyk])?.distanceKm).toBeCloseTo(0.318, 3);
  });

  it('ignores branches without coordinates, even when listed first', () => {
    expect(nearestBranch(kyiv, [branch('999', null), rynok])?.branch.id).toBe('201');
  });

  it('finds none when no branch has coordinates', () => {
    expect(nearestBranch(kyiv, [branch('999', null)])).toBeNull();
    expect(nearestBranch(kyiv, [])).toBeNull();
  });
});
