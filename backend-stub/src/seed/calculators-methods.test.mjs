import calculators, { annuityPayment, depositIncome } from '../proxy-methods/calculators.mjs';

// Hand-computed cases of the stand-in's calculator arithmetic (spec 3.3, 4.4, 9).
describe('calculator arithmetic of the stand-in', () => {
  it('annuity: 12 000 at 0% over 12 months is 1 000 a month', () => {
    expect(annuityPayment(12_000, 12, 0)).toBe(1_000);
  });

  it('annuity: 10 000 at 1% a month over 12 months is 888,49 a month', () => {
    expect(annuityPayment(10_000, 12, 0.01)).toBeCloseTo(888.49, 2);
  });

  it('deposit: 100 000 for 12 months at 14% earns 14 000, less 18% income tax (2 520) and 1.5% military levy (210)', () => {
    expect(depositIncome(100_000, 12, 14)).toEqual({ interest: 14_000, incomeTax: 2_520, militaryLevy: 210, taxes: 2_730, yourMoney: 111_270 });
  });

  it('cash credit: 50 000 over 24 months at 39.9% a year', async () => {
    const answer = await calculators.CalculateCredit({ body: { agreeId: '1201', values: { summa: 50_000, termin: 24, salary_card: 0 } }, language: 'uk' });
    expect(answer).toMatchObject({ platijMonth: 3056.69, rate: 39.9, formId: 'credit_cash', response: { type: 'SUCCESS' } });
  });

  it('cash credit: a salary card takes 5 points off the rate', async () => {
    const answer = await calculators.CalculateCredit({ body: { agreeId: '1201', values: { summa: 50_000, termin: 24, salary_card: 1 } }, language: 'uk' });
    expect(answer.rate).toBe(34.9);
    expect(answer.platijMonth).toBeCloseTo(annuityPayment(50_000, 24, 34.9 / 1200), 2);
  });

  it('cash credit: over 200 000 on less than 12 months is a FAILURE', async () => {
    const answer = await calculators.CalculateCredit({ body: { agreeId: '1201', values: { summa: 250_000, termin: 6 } }, language: 'ru' });
    expect(answer).toEqual({ response: { type: 'FAILURE', message: 'Сумма свыше 200 000 грн доступна на срок от 12 месяцев' } });
  });

  it('business credit: over 2 000 000 without collateral is a FAILURE', async () => {
    const answer = await calculators.CalculateCredit({ body: { agreeId: '2301', values: { summa: 3_000_000, termin: 12, collateral: 0 } }, language: 'uk' });
    expect(answer.response).toEqual({ type: 'FAILURE', message: 'Сума понад 2 000 000 грн надається лише під заставу' });
  });

  it('deposit: 100 000 for 12 months, with the secret code +1% (15%), leaves 112 075 after both taxes', async () => {
    const answer = await calculators.CalculateDeposit({ body: { agreeId: '3101', values: { summa: 100_000, termin: 12, secret_code: 1 } }, language: 'uk' });
    expect(answer).toMatchObject({ summaDep: 100_000, depositRate: 15, oddo: 15_000, taxes: 2_925, yourMoney: 112_075 });
  });

  it('deposit: the rate follows the term (3 months: 12%)', async () => {
    const answer = await calculators.CalculateDeposit({ body: { agreeId: '3101', values: { summa: 100_000, termin: 3, secret_code: 0 } }, language: 'uk' });
    expect(answer).toMatchObject({ depositRate: 12, oddo: 3_000, taxes: 585, yourMoney: 102_415 });
  });

  it('credit card: purchases of 12 000 repaid over 12 months at 3.5% a month on the chosen card 34', async () => {
    const answer = await calculators.CalculateCreditCard({
      body: { agreeId: '4101', answerId: 34, values: { creditLimit: 30_000, summa: 12_000, termin: 12 } },
      language: 'uk',
    });
    expect(answer).toMatchObject({ cardName: 'Універсальна', creditLimit: 30_000, rate: 3.5 });
    expect(answer.platijMonth).toBeCloseTo(1241.81, 2);
  });

  it('credit card: purchases above the limit are a FAILURE', async () => {
    const answer = await calculators.CalculateCreditCard({
      body: { agreeId: '4101', answerId: 34, values: { creditLimit: 10_000, summa: 20_000, termin: 6 } },
      language: 'uk',
    });
    expect(answer.response).toEqual({ type: 'FAILURE', message: 'Сума покупок перевищує кредитний ліміт' });
  });

  it('mortgage: offers and costs, each headed by its first entry, numbers as plain digits', async () => {
    const answer = await calculators.CalculateMortgage({
      body: { agreeId: '5101', values: { cost: 2_000_000, payment: 600_000, termin: 10 } },
      language: 'uk',
    });
    expect(answer.offers[0]).toEqual({ nameSign: 'Ваша пропозиція', textSign: '', orderSign: 0 });
    expect(answer.offers[1].textSign).toBe('1400000 грн');
    expect(answer.costs.map((entry) => entry.textSign)).toEqual(['', '3500 грн', '20000 грн', '10000 грн', '14000 грн']);
  });

  it('mortgage: a first payment as large as the cost is a FAILURE', async () => {
    const answer = await calculators.CalculateMortgage({
      body: { agreeId: '5101', values: { cost: 1_000_000, payment: 1_000_000, termin: 10 } },
      language: 'uk',
    });
    expect(answer.response.type).toBe('FAILURE');
  });

  it('universal: the best offer is the fitting product with the lowest payment', async () => {
    const shortTerm = await calculators.CalculateUniversal({ body: { agreeId: '6101', values: { summa: 500_000, termin: 12 } }, language: 'uk' });
    expect(shortTerm).toMatchObject({ AgreeName: 'Кредит під заставу авто', rate: 24 });
    const longTerm = await calculators.CalculateUniversal({ body: { agreeId: '6101', values: { summa: 500_000, termin: 24 } }, language: 'uk' });
    expect(longTerm).toMatchObject({ AgreeName: 'Кредит під заставу нерухомості', rate: 19.5 });
  });

  it('universal: nothing fits a large sum over a short term, a FAILURE', async () => {
    const answer = await calculators.CalculateUniversal({ body: { agreeId: '6101', values: { summa: 800_000, termin: 6 } }, language: 'uk' });
    expect(answer.response.type).toBe('FAILURE');
  });

  it('answers of the card question include 37; the calculator leaves it out', async () => {
    const { answers } = await calculators.GetAnswers({ body: { agreeId: '4101' }, language: 'uk' });
    expect(answers.map((answer) => answer.id)).toEqual([34, 35, 36, 37]);
  });
});
