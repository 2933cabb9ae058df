import { formatAmount, INCOME_TAX_PERCENT, MILITARY_LEVY_PERCENT } from '@bank/shared-kit';
import { type Translate } from '../i18n/strings';
import type { CalculatorResult, CalculatorType } from '../api/calculator-types';

export interface OfferLine {
  label: string;
  value: string;
}

/** The figures of "The best offer", labelled and formatted as the bank writes them (spec 3.3, 9). */
export function offerLines(type: CalculatorType, result: CalculatorResult, t: Translate): OfferLine[] {
  const money = (value: number) => `${formatAmount(value)} ${t('calcUah')}`;
  const percent = (value: number) => `${formatAmount(value)}%`;
  const lines: Array<OfferLine | null> = [];
  const add = (label: string, value: number | string | undefined, format: (value: number) => string = money) => {
    if (value === undefined || value === null || value === '') return;
    lines.push({ label, value: typeof value === 'number' ? format(value) : value });
  };

  switch (type) {
    case 'IndDepositCalc':
      add(t('calcDepositSum'), result.summaDep);
      add(t('calcAnnualRate'), result.depositRate, percent);
      add(t('calcInterest'), result.oddo);
      add(t('calcTaxes', { incomeTax: INCOME_TAX_PERCENT, militaryLevy: formatAmount(MILITARY_LEVY_PERCENT, 1) }), result.taxes);
      add(t('calcYourMoney'), result.yourMoney);
      break;
    case 'IndCreditCardCalc':
      add(t('calcCard'), result.cardName);
      add(t('calcCreditLimit'), result.creditLimit);
      add(t('calcMonthlyPayment'), result.platijMonth ?? result.platij);
      add(t('calcMonthlyRate'), result.rate, percent);
      break;
    case 'UniversalCalc':
      add(t('calcProduct'), result.AgreeName);
      add(t('calcMonthlyPayment'), result.paymant);
      add(t('calcAnnualRate'), result.rate, percent);
      break;
    default:
      add(t('calcMonthlyPayment'), result.platijMonth ?? result.platij);
      add(t('calcAnnualRate'), result.rate, percent);
      add(t('calcFinancingTerm'), result.overdraftInfo?.financingTerm);
      add(t('calcMaturityTranche'), result.overdraftInfo?.maturityTranche);
      add(t('calcSecuringFinancing'), result.overdraftInfo?.securingFinancing);
  }
  return lines.filter((line): line is OfferLine => line !== null);
}
