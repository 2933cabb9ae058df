import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

// The pattern check of the spec, as strict as the browsers' own check of an email field (WHATWG): before
// the @ only the characters mail systems take, after it letter-digit-hyphen labels (a browser turns a Cyrillic
// domain into that form itself), a top-level domain of two letters or more, and the lengths of RFC 5321.
// Script tags, SQL, emoji, other scripts and invisible characters all fail it.
const LOCAL_PART = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
const DOMAIN_LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[a-zA-Z]{2,}|xn--[a-zA-Z0-9-]+)$/;
export const EMAIL_MAX_CHARS = 254;

export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  const parts = address.split('@');
  if (address.length > EMAIL_MAX_CHARS || parts.length !== 2) return false;
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  return LOCAL_PART.test(local) && labels.length >= 2 && labels.every((label) => DOMAIN_LABEL.test(label)) && TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '');
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
