import rates from '../proxy-methods/rates.mjs';

describe('rate methods of the stand-in', () => {
  it('answer the latest business day on or before the date asked, in the language asked', async () => {
    const answer = await rates.GetExchangeRate({ body: { date: '2026-11-22' }, language: 'ru' });
    expect(answer.date).toBe('2026-11-20');
    expect(answer.currencies[0]).toEqual({ currency: 'Доллар США', code: 'USD', byRate: '41,55', sellRate: '42,10' });
  });

  it('honour an earlier date', async () => {
    const answer = await rates.GetExchangeRateCard({ body: { date: '2026-11-18' }, language: 'uk' });
    expect(answer.date).toBe('2026-11-18');
    expect(answer.currencies.find((entry) => entry.code === 'EUR').sellRate).toBe('48,66');
  });

  it('have nothing for a date before their history', async () => {
    expect((await rates.GetExchangeNBU({ body: { date: '2020-01-01' }, language: 'uk' })).currencies).toEqual([]);
  });
});
