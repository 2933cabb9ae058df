import { parseDecimal } from '@bank/shared-kit';

/** The hryvnia: every rate is quoted against it, and it is the converter's default currency. */
export const HRYVNIA = 'UAH';

/**
 * A currency entry as the bank's API sends it (spec 3.4): `currency` holds the ISO letters ("USD"),
 * `code` the ISO numeric code ("840"); rates are decimal strings with a comma.
 */
interface ExchangeRateEntry {
  currency: string;
  code?: string;
  byRate: string | number;
  sellRate: string | number;
}

/** What the rate methods answer: the date the rates are valid for and the currencies. */
export interface ExchangeRatesAnswer {
  date?: string;
  currencies?: ExchangeRateEntry[];
}

/** One currency by its ISO letters, with rates as numbers: byRate is what the bank pays, sellRate what it asks. */
interface ExchangeRate {
  code: string;
  byRate: number;
  sellRate: number;
}

/** The rates of one source on one date. */
export interface RateBoard {
  date: string | null;
  rates: ExchangeRate[];
}

/** Which of the two rates the converter uses; the initial one, sellRate, is labelled Buy (spec 4.5). */
export type RateKind = 'sellRate' | 'byRate';
export const INITIAL_RATE_KIND: RateKind = 'sellRate';

/** Entries with a rate that is not a positive number are left out: they cannot be shown or converted. */
export function toRateBoard(answer: ExchangeRatesAnswer): RateBoard {
  const rates = (answer.currencies ?? [])
    .map((entry) => ({
      code: String(entry.currency ?? '')
        .trim()
        .toUpperCase(),
      byRate: parseDecimal(entry.byRate),
      sellRate: parseDecimal(entry.sellRate),
    }))
    .filter((rate) => rate.code && rate.code !== HRYVNIA && rate.byRate > 0 && rate.sellRate > 0);
  return { date: answer.date ?? null, rates };
}
