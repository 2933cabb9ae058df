import { HRYVNIA, type RateBoard, type RateKind } from './exchange-rate';

/** Spec 9: the converter's result has 2 decimals. */
export const CONVERTER_DECIMALS = 2;

/**
 * Half away from zero, done on the decimal text so that 1.005 rounds to 1.01
 * (multiplying by 100 gives 100.49999… in binary floating point).
 */
export function roundHalfUp(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const shifted = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

/** Hryvnias for one unit of the currency, or null when the board has no such currency. */
function hryvniaPerUnit(board: RateBoard, code: string, kind: RateKind): number | null {
  if (code === HRYVNIA) return 1;
  const rate = board.rates.find((entry) => entry.code === code);
  return rate ? rate[kind] : null;
}

/**
 * Every rate is quoted against the hryvnia, so two foreign currencies convert through it:
 * amount × (UAH per unit of from) ÷ (UAH per unit of to), rounded to 2 decimals.
 */
export function convertCurrency(amount: number, from: string, to: string, board: RateBoard, kind: RateKind): number | null {
  const fromRate = hryvniaPerUnit(board, from, kind);
  const toRate = hryvniaPerUnit(board, to, kind);
  if (fromRate === null || toRate === null) return null;
  return roundHalfUp((amount * fromRate) / toRate, CONVERTER_DECIMALS);
}
