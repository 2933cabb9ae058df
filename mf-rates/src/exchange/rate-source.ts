import type { Audience } from '@bank/shared-kit';

/** Where a set of exchange rates comes from: the bank's cash desks, its cards, or the National Bank. */
export type RateSource = 'cash' | 'cards' | 'nbu';

/** The bank's named operation behind each source (proxyrequest?method=...). */
export const RATE_SOURCE_METHODS: Record<RateSource, string> = {
  cash: 'GetExchangeRate',
  cards: 'GetExchangeRateCard',
  nbu: 'GetExchangeNBU',
};

/** Spec 2.6: Cash vs Cards for individuals, Cash vs NBU for legal entities; the first tab opens. */
export function rateSourcesFor(audience: Audience): readonly RateSource[] {
  return audience === 'business' ? ['cash', 'nbu'] : ['cash', 'cards'];
}

/** Spec 9: exchange rates are shown with 2 decimals, NBU rates with 6. */
const RATE_DECIMALS = 2;
const NBU_RATE_DECIMALS = 6;

export function rateDecimals(source: RateSource): number {
  return source === 'nbu' ? NBU_RATE_DECIMALS : RATE_DECIMALS;
}

/** The National Bank publishes one official rate: there is no buy/sell spread to choose from. */
export function hasSpread(source: RateSource): boolean {
  return source !== 'nbu';
}
