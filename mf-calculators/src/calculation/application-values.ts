import type { CalculatorContext, CalculatorInputs, CalculatorResult, CalculatorType } from '../api/calculator-types';

/** The `calculator` object an application form sends with its submission (forms contract). */
export interface ApplicationCalculator {
  cardName?: string;
  depositRate?: number;
  Percent?: number;
  termin?: number;
  Kind?: string;
  formId?: string;
  analyticsName?: string;
  summa?: number;
}

/** The form a calculator's application goes to: the block's own, else the one its result names. */
export function applicationFormId(context: CalculatorContext, result: CalculatorResult | null): string | null {
  return context.formId ?? result?.formId ?? null;
}

/** What the visitor chose and was offered, in the words the bank's form payload uses. */
export function applicationCalculator(
  type: CalculatorType,
  context: CalculatorContext,
  inputs: CalculatorInputs,
  result: CalculatorResult | null,
): ApplicationCalculator {
  const { values } = inputs;
  // The mortgage asks for cost and first payment; the application is for the loan between them.
  const summa = type === 'MortgageCalc' ? (values.cost ?? 0) - (values.payment ?? 0) : values.summa;
  const calculator: ApplicationCalculator = {
    cardName: result?.cardName,
    depositRate: result?.depositRate,
    Percent: result?.rate,
    termin: values.termin,
    Kind: result?.AgreeName ?? result?.productName ?? context.productName ?? undefined,
    formId: applicationFormId(context, result) ?? undefined,
    analyticsName: context.analyticsName || undefined,
    summa,
  };
  return Object.fromEntries(
    Object.entries(calculator).filter(([, value]) => value !== undefined && !(typeof value === 'number' && Number.isNaN(value))),
  ) as ApplicationCalculator;
}
