/** The longest whole part the converter accepts: a trillion is beyond any cash desk. */
export const AMOUNT_MAX_WHOLE_DIGITS = 12;
export const AMOUNT_MAX_DECIMALS = 2;

export type AmountProblem = 'notNumber' | 'negative' | 'tooLong' | 'tooManyDecimals';

export type ConverterAmount = { kind: 'empty' } | { kind: 'valid'; value: number } | { kind: 'refused'; problem: AmountProblem };

/**
 * What the visitor typed in the amount field. Spaces between thousands and a comma or a dot before
 * the decimals are accepted, as the bank writes amounts; anything else is refused with its reason.
 */
export function readConverterAmount(text: string): ConverterAmount {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return { kind: 'empty' };
  if (/^-/.test(compact)) return { kind: 'refused', problem: 'negative' };
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(compact);
  if (!match) return { kind: 'refused', problem: 'notNumber' };
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (whole.length > AMOUNT_MAX_WHOLE_DIGITS) return { kind: 'refused', problem: 'tooLong' };
  if (fraction.length > AMOUNT_MAX_DECIMALS) return { kind: 'refused', problem: 'tooManyDecimals' };
  return { kind: 'valid', value: Number(`${whole}.${fraction || '0'}`) };
}
