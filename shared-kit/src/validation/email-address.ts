import { issue, type ValidationIssue } from './validation-issue';

// One @, something before it, a dotted domain after it, no spaces: the pattern check of the spec.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** An email field of a webform: an empty optional field is fine; a filled one must look like an address. */
export function checkEmail(value: string, { required }: { required: boolean }): ValidationIssue | null {
  if (!value.trim()) return required ? issue('fieldRequired') : null;
  return isEmailAddress(value) ? null : issue('fieldIncorrect');
}

/** The newsletter form has its own wording for an empty field. */
export function checkNewsletterEmail(value: string): ValidationIssue | null {
  if (!value.trim()) return issue('pleaseFillIn');
  return isEmailAddress(value) ? null : issue('fieldIncorrect');
}
