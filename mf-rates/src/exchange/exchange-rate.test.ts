import { toRateBoard } from './exchange-rate';

describe('rates from the bank API', () => {
  it('read the ISO letters in currency and decimal strings with a comma as numbers', () => {
    const board = toRateBoard({
      date: '2026-11-20',
      currencies: [{ currency: 'USD', code: '840', byRate: '41,55', sellRate: '42,10' }],
    });
    expect(board).toEqual({ date: '2026-11-20', rates: [{ code: 'USD', byRate: 41.55, sellRate: 42.1 }] });
  });

  it('leave out entries whose rate is not a number, and the hryvnia itself', () => {
    const board = toRateBoard({
      currencies: [
        { currency: 'EUR', code: '978', byRate: 'н/д', sellRate: '48,95' },
        { currency: 'UAH', code: '980', byRate: '1', sellRate: '1' },
        { currency: 'PLN', code: '985', byRate: '11,05', sellRate: '11,60' },
      ],
    });
    expect(board.rates.map((rate) => rate.code)).toEqual(['PLN']);
    expect(board.date).toBeNull();
  });

  it('read an answer with no currencies as an empty board', () => {
    expect(toRateBoard({})).toEqual({ date: null, rates: [] });
  });
});
