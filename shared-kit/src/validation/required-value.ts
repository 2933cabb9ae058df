import { TEXTAREA_MAX_CHARS } from '../site/constants';
import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

/** Any required field: must be filled. */
export function checkRequired(value: string | string[] | boolean | null | undefined): ValidationIssue | null {
  const filled = Array.isArray(value) ? value.length > 0 : typeof value === 'boolean' ? value : !isBlank(value ?? '');
  return filled ? null : issue('fieldRequired');
}

/** A required agreement checkbox (checked by default): must stay checked. */
export function checkAgreement(checked: boolean): ValidationIssue | null {
  return checked ? null : issue('pleaseAgree');
}

/** Long text: under 4000 characters. */
export function checkLongText(value: string, { required }: { required: boolean }): ValidationIssue | null {
  if (isBlank(value)) return required ? issue('fieldRequired') : null;
  return value.length < TEXTAREA_MAX_CHARS ? null : issue('textTooLong', { max: TEXTAREA_MAX_CHARS });
}

/** A calculator value below its min (a typed value above max is refused while typing). */
export function checkRange(value: number, { min, max }: { min: number; max: number }): ValidationIssue | null {
  return value < min || value > max ? issue('valueInRange', { min, max }) : null;
}
