import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

// One @, something before it, a dotted domain after it, no spaces: the pattern check of the spec.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The one car-loan form whose mail field skips the pattern check (spec section 5). */
export const CAR_LOAN_FORM_ID = 'car_loan_request';
export const CAR_LOAN_MAIL_KEY = 'mail';

export function skipsEmailPattern(formId: string, key: string): boolean {
  return formId === CAR_LOAN_FORM_ID && key === CAR_LOAN_MAIL_KEY;
}

/** An email field of a webform: an empty optional field is fine; a filled one must look like an address. */
export function checkEmail(value: string, { required, patternCheck = true }: { required: boolean; patternCheck?: boolean }): ValidationIssue | null {
  if (isBlank(value)) return required ? issue('fieldRequired') : null;
  return !patternCheck || isEmailAddress(value) ? null : issue('fieldIncorrect');
}

/** The newsletter form has its own wording for an empty field. */
export function checkNewsletterEmail(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('pleaseFillIn');
  return isEmailAddress(value) ? null : issue('fieldIncorrect');
}
