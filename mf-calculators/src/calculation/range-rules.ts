import type { CalculatorInputs, Question } from '../api/calculator-types';

export interface ValueRange {
  min: number;
  max: number;
}

/** A typed value: kept (empty while the visitor clears the field) or rejected, leaving the field as it was. */
export type TypedValue = { accepted: false } | { accepted: true; value: number | null };

/**
 * Spec 5: a calculator takes digits only, and a typed value above max is rejected;
 * spaces are the thousands separators the field shows.
 */
export function readTypedValue(text: string, range: ValueRange): TypedValue {
  const digits = text.replace(/\s/g, '');
  if (digits === '') return { accepted: true, value: null };
  if (!/^\d+$/.test(digits)) return { accepted: false };
  const value = Number(digits);
  return value > range.max ? { accepted: false } : { accepted: true, value };
}

/** Below min (or empty): the field shows "Value must be in the range" min – max. */
export function isBelowMin(value: number | null | undefined, range: ValueRange): boolean {
  return value === null || value === undefined || Number.isNaN(value) || value < range.min;
}

/** A calculation (and the mortgage application form) needs every range value at least its min. */
export function everyValueReachesMin(questions: Question[], inputs: CalculatorInputs): boolean {
  return questions.filter((question) => question.type === 'range').every((question) => !isBelowMin(inputs.values[question.key], question));
}
