import { rateSourcesFor, rateDecimals } from './rate-source';

describe('rate sources', () => {
  it('offer Cash and Cards to individuals, Cash and NBU to business', () => {
    expect(rateSourcesFor('individuals')).toEqual(['cash', 'cards']);
    expect(rateSourcesFor('business')).toEqual(['cash', 'nbu']);
  });

  it('show 2 decimals, 6 for the National Bank', () => {
    expect(rateDecimals('cash')).toBe(2);
    expect(rateDecimals('cards')).toBe(2);
    expect(rateDecimals('nbu')).toBe(6);
  });
});
