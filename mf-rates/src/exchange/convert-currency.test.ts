import { convertCurrency, roundHalfUp } from './convert-currency';
import type { RateBoard } from './exchange-rate';

const board: RateBoard = {
  date: '2026-11-20',
  rates: [
    { code: 'USD', byRate: 41.55, sellRate: 42.1 },
    { code: 'EUR', byRate: 48.2, sellRate: 48.95 },
  ],
};

describe('currency conversion', () => {
  it('rounds half up to 2 decimals, also where binary floating point would round down', () => {
    expect(roundHalfUp(1.005, 2)).toBe(1.01);
    expect(roundHalfUp(2.344, 2)).toBe(2.34);
    expect(roundHalfUp(41.8312, 6)).toBe(41.8312);
  });

  it('buys dollars for hryvnias at the sell rate', () => {
    expect(convertCurrency(10_000, 'UAH', 'USD', board, 'sellRate')).toBe(237.53);
  });

  it('sells dollars for hryvnias at the buy rate', () => {
    expect(convertCurrency(100, 'USD', 'UAH', board, 'byRate')).toBe(4155);
  });

  it('converts between two foreign currencies through the hryvnia', () => {
    // 100 EUR × 48.95 = 4 895 UAH; ÷ 42.10 = 116.2707… USD
    expect(convertCurrency(100, 'EUR', 'USD', board, 'sellRate')).toBe(116.27);
    // 100 USD × 41.55 = 4 155 UAH; ÷ 48.20 = 86.2033… EUR
    expect(convertCurrency(100, 'USD', 'EUR', board, 'byRate')).toBe(86.2);
  });

  it('gives the same amount for the same currency', () => {
    expect(convertCurrency(12.5, 'EUR', 'EUR', board, 'sellRate')).toBe(12.5);
  });

  it('has no result for a currency the rates do not list', () => {
    expect(convertCurrency(100, 'GBP', 'UAH', board, 'sellRate')).toBeNull();
  });
});
