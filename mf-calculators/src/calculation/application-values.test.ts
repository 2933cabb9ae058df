import type { CalculatorContext } from '../api/calculator-types';
import { applicationCalculator, applicationFormId } from './application-values';

const context: CalculatorContext = {
  agreeId: '1201',
  productId: '12',
  analyticsName: 'credit_cash',
  formId: null,
  formCreditId: null,
  productName: null,
  answerDetail: null,
  listDetail: null,
};
const success = { type: 'SUCCESS', message: '' };

describe('the calculator values an application carries', () => {
  it('credit: sum, term, rate, product, form and analytics name', () => {
    const result = { productName: 'Кредит готівкою', rate: 39.9, platijMonth: 3056.69, formId: 'credit_cash', response: success };
    expect(applicationCalculator('IndCreditCalc', context, { values: { summa: 50_000, termin: 24, salary_card: 0 }, answerId: null }, result)).toEqual({
      summa: 50_000,
      termin: 24,
      Percent: 39.9,
      Kind: 'Кредит готівкою',
      formId: 'credit_cash',
      analyticsName: 'credit_cash',
    });
  });

  it('deposit: the deposit rate', () => {
    const result = { productName: 'Депозит', depositRate: 15, response: success };
    expect(applicationCalculator('IndDepositCalc', context, { values: { summa: 100_000, termin: 12 }, answerId: null }, result)).toMatchObject({
      depositRate: 15,
      summa: 100_000,
    });
  });

  it('credit card: the card name', () => {
    const result = { cardName: 'Універсальна', productName: 'Універсальна', rate: 3.5, response: success };
    expect(
      applicationCalculator('IndCreditCardCalc', context, { values: { summa: 10_000, termin: 6, creditLimit: 30_000 }, answerId: 34 }, result),
    ).toMatchObject({ cardName: 'Універсальна' });
  });

  it('mortgage: the loan is the cost less the first payment', () => {
    expect(applicationCalculator('MortgageCalc', context, { values: { cost: 2_000_000, payment: 600_000, termin: 10 }, answerId: null }, null)).toMatchObject({
      summa: 1_400_000,
      termin: 10,
    });
  });

  it('universal: the best product as the kind', () => {
    expect(
      applicationCalculator(
        'UniversalCalc',
        context,
        { values: { summa: 500_000, termin: 24 }, answerId: null },
        { AgreeName: 'Кредит під заставу авто', productName: 'Найкраща пропозиція', response: success },
      ),
    ).toMatchObject({ Kind: 'Кредит під заставу авто' });
  });

  it("the block's form id wins over the one of the result", () => {
    expect(applicationFormId({ ...context, formId: 'landing_credit' }, { formId: 'credit_cash', response: success })).toBe('landing_credit');
    expect(applicationFormId(context, { formId: 'credit_cash', response: success })).toBe('credit_cash');
    expect(applicationFormId(context, null)).toBeNull();
  });
});
