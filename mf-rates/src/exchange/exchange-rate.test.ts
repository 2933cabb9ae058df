import { toRateBoard } from './exchange-rate';

describe('rates from the bank API', () => {
  it('read decimal strings with a comma as numbers', () => {
    const board = toRateBoard({
      date: '2026-11-20',
      currencies: [{ currency: 'Долар США', code: 'USD', byRate: '41,55', sellRate: '42,10' }],
    });
    expect(board).toEqual({ date: '2026-11-20', rates: [{ code: 'USD', name: 'Долар США', byRate: 41.55, sellRate: 42.1 }] });
  });

  it('leave out entries whose rate is not a number, and the hryvnia itself', () => {
    const board = toRateBoard({
      currencies: [
        { currency: 'Євро', code: 'EUR', byRate: 'н/д', sellRate: '48,95' },
        { currency: 'Гривня', code: 'UAH', byRate: '1', sellRate: '1' },
        { currency: 'Злотий', code: 'PLN', byRate: '11,05', sellRate: '11,60' },
      ],
    });
    expect(board.rates.map((rate) => rate.code)).toEqual(['PLN']);
    expect(board.date).toBeNull();
  });

  it('read an answer with no currencies as an empty board', () => {
    expect(toRateBoard({})).toEqual({ date: null, rates: [] });
  });
});
