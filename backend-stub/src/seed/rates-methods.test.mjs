import rates from '../proxy-methods/rates.mjs';

describe('rate methods of the stand-in', () => {
  it('answer the latest business day on or before the date asked, with ISO letters in currency and comma decimals', async () => {
    const answer = await rates.GetExchangeRate({ body: { date: '2026-11-22' }, language: 'ru' });
    expect(answer.date).toBe('2026-11-20');
    expect(answer.currencies[0]).toEqual({ currency: 'USD', code: '840', byRate: '41,55', sellRate: '42,10' });
  });

  it("answer the same in every language: currency names are the site's, not the API's", async () => {
    const uk = await rates.GetExchangeNBU({ body: { date: '2026-11-20' }, language: 'uk' });
    const ru = await rates.GetExchangeNBU({ body: { date: '2026-11-20' }, language: 'ru' });
    expect(ru).toEqual(uk);
    expect(uk.currencies.map((entry) => entry.currency)).toEqual(['USD', 'EUR', 'PLN', 'GBP', 'CHF', 'CZK', 'JPY']);
  });

  it('read the day of a moment, as a third-party client sends it', async () => {
    const answer = await rates.GetExchangeRate({ body: { date: '2026-11-19T15:04:05+0200' }, language: 'ru' });
    expect(answer.date).toBe('2026-11-19');
    expect(answer.currencies.find((entry) => entry.currency === 'USD').byRate).toBe('41,50');
  });

  it('honour an earlier date', async () => {
    const answer = await rates.GetExchangeRateCard({ body: { date: '2026-11-18' }, language: 'uk' });
    expect(answer.date).toBe('2026-11-18');
    expect(answer.currencies.find((entry) => entry.currency === 'EUR').sellRate).toBe('48,66');
  });

  it('have nothing for a date before their history', async () => {
    expect((await rates.GetExchangeNBU({ body: { date: '2020-01-01' }, language: 'uk' })).currencies).toEqual([]);
  });
});

describe('GetDepositsTable of the stand-in', () => {
  it('answers the products of a currency for individuals by default, rate and amount in hundredths', async () => {
    const { depositsTable } = await rates.GetDepositsTable({ body: { depositCurrency: 'USD' }, language: 'uk' });
    expect(depositsTable.map((product) => product.productName)).toEqual(['Депозит «Стабільний» у доларах', 'Депозит «Онлайн» у доларах']);
    expect(depositsTable[0].depositRows[0]).toEqual({
      kind: '3',
      kindDisplay: '3 міс.',
      rate: 150,
      amount: 10000,
      agreeId: '3111-3-1',
      isAdditionalTerm: false,
    });
  });

  it('answers business products for typeClient 6, in the language asked', async () => {
    const { depositsTable } = await rates.GetDepositsTable({ body: { depositCurrency: 'EUR', typeClient: 6, language: 2 }, language: 'ru' });
    expect(depositsTable.map((product) => product.productName)).toEqual(['Депозит для бизнеса «Срочный» в евро']);
  });

  it('leaves out the cells a product does not offer', async () => {
    const { depositsTable } = await rates.GetDepositsTable({ body: { depositCurrency: 'UAH', typeClient: 7 }, language: 'uk' });
    const online = depositsTable[1];
    expect(online.depositRows).toHaveLength(10);
    expect(online.depositRows.some((row) => row.kind === '1' && row.amount === 50_000_000)).toBe(false);
  });

  it('answers an empty table for a currency it does not have', async () => {
    expect(await rates.GetDepositsTable({ body: { depositCurrency: 'GBP' }, language: 'uk' })).toEqual({ depositsTable: [] });
  });
});
