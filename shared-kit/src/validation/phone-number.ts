import { issue, type ValidationIssue } from './validation-issue';

/** Ukrainian mobile operator codes (spec section 5). */
export const OPERATOR_CODES = [
  '095',
  '099',
  '050',
  '093',
  '077',
  '075',
  '096',
  '098',
  '067',
  '097',
  '063',
  '066',
  '068',
  '073',
  '091',
  '092',
  '094',
  '089',
] as const;

/** The input mask of every phone field. */
export const PHONE_MASK = '+{38} (000) 000-00-00';

/** A full number is 38 + a 10-digit national number. */
export const PHONE_DIGITS = 12;

/** The mask's own prefix: shown as soon as a key is pressed, so it alone means nothing was typed. */
const COUNTRY_CODE = '38';

/** The phone as digits: the mask's spaces, dashes, underscores, plus and brackets stripped. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s\-_+()]/g, '');
}

export function hasOperatorCode(digits: string): boolean {
  return OPERATOR_CODES.some((code) => digits.startsWith(`38${code}`));
}

/** Spec section 5, in its order: required, then the operator code once typed far enough, then the length. */
export function checkPhone(value: string): ValidationIssue | null {
  const digits = phoneDigits(value);
  if (!digits || digits === COUNTRY_CODE) return issue('phoneRequired');
  if (digits.length > 6 && !hasOperatorCode(digits)) return issue('incorrectOperatorCode');
  if (digits.length < PHONE_DIGITS) return issue('phoneIncorrect');
  return null;
}
