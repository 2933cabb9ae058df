import { translator } from '../i18n/strings';
import type { CalculatorResult } from '../api/calculator-types';
import { offerLines } from './offer-lines';

const success = { type: 'SUCCESS', message: '' };
const en = translator('en');

describe('the best offer figures', () => {
  it('credit: monthly payment with thousands spaced and a decimal comma, and the annual rate', () => {
    const result: CalculatorResult = { platijMonth: 3056.69, rate: 39.9, response: success };
    expect(offerLines('IndCreditCalc', result, en)).toEqual([
      { label: 'Monthly payment', value: '3\u00a0056,69 UAH' },
      { label: 'Interest rate, per year', value: '39,90%' },
    ]);
  });

  it('legal credit: the overdraft information follows the payment', () => {
    const result: CalculatorResult = {
      platijMonth: 45_000,
      rate: 16,
      overdraftInfo: { financingTerm: 'до 36 місяців', maturityTranche: 'до 90 днів', securingFinancing: 'застава' },
      response: success,
    };
    expect(offerLines('LegalCreditCalc', result, translator('uk')).map((line) => line.label)).toEqual([
      'Щомісячний платіж',
      'Ставка, річних',
      'Строк фінансування',
      'Строк траншу',
      'Забезпечення',
    ]);
  });

  it('deposit: sum, rate, interest, both taxes named with their percents, and your money', () => {
    const result: CalculatorResult = { summaDep: 100_000, depositRate: 15, oddo: 15_000, taxes: 2_925, yourMoney: 112_075, response: success };
    expect(offerLines('IndDepositCalc', result, en)).toEqual([
      { label: 'Deposit sum', value: '100\u00a0000,00 UAH' },
      { label: 'Interest rate, per year', value: '15,00%' },
      { label: 'Interest accrued', value: '15\u00a0000,00 UAH' },
      { label: 'Taxes (18% income tax + 1,5% military levy)', value: '2\u00a0925,00 UAH' },
      { label: 'Your money at the end of the term', value: '112\u00a0075,00 UAH' },
    ]);
  });

  it('credit card: the card, the limit in UAH, the payment and the monthly rate', () => {
    const result: CalculatorResult = { cardName: 'Універсальна', creditLimit: 30_000, platijMonth: 1876.68, rate: 3.5, response: success };
    expect(offerLines('IndCreditCardCalc', result, translator('uk'))).toEqual([
      { label: 'Картка', value: 'Універсальна' },
      { label: 'Кредитний ліміт', value: '30\u00a0000,00 грн' },
      { label: 'Щомісячний платіж', value: '1\u00a0876,68 грн' },
      { label: 'Ставка, на місяць', value: '3,50%' },
    ]);
  });

  it('universal: the product of the best offer and its payment', () => {
    const result: CalculatorResult = { AgreeName: 'Кредит під заставу авто', paymant: 47_279.8, rate: 24, response: success };
    expect(offerLines('UniversalCalc', result, translator('ru'))).toEqual([
      { label: 'Продукт', value: 'Кредит під заставу авто' },
      { label: 'Ежемесячный платёж', value: '47\u00a0279,80 грн' },
      { label: 'Ставка, годовых', value: '24,00%' },
    ]);
  });

  it('leaves out figures the result does not carry', () => {
    expect(offerLines('IndCreditCalc', { response: success }, en)).toEqual([]);
  });
});
