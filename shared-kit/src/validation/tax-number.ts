import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

/** Tax-number fields: individual tax numbers (inn, ipn) and the legal-entity code (edrpou). */
export const TAX_NUMBER_KEYS = ['inn', 'ipn', 'edrpou'] as const;

export function isTaxNumberField(key: string): boolean {
  return (TAX_NUMBER_KEYS as readonly string[]).includes(key);
}

/**
 * What a digits-only field accepts while typing: non-digits dropped, cut to the field's length, and a
 * value above max rejected (the previous value stays).
 */
export function acceptDigits(next: string, previous: string, limits: { maxLength?: number; max?: number }): string {
  const digits = next.replace(/\D/g, '').slice(0, limits.maxLength ?? undefined);
  if (limits.max !== undefined && digits !== '' && Number(digits) > limits.max) return previous;
  return digits;
}

/** The legal-entity code: required, 8 or 10 digits. */
export function checkEdrpou(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('fieldRequired');
  return /^(\d{8}|\d{10})$/.test(value.trim()) ? null : issue('edrpouDigits');
}

/** A digits-only field (number, inn, ipn): digits only, at least min (the range message), at most max. */
export function checkDigits(value: string, { required, min, max }: { required: boolean; min?: number; max?: number }): ValidationIssue | null {
  if (isBlank(value)) return required ? issue('fieldRequired') : null;
  if (!/^\d+$/.test(value.trim())) return issue('digitsOnly');
  // Typing cannot stop a value below min as it stops one above max, so the range is said on send.
  if (min !== undefined && Number(value) < min) return issue('valueInRange', { min, max: max ?? '∞' });
  if (max !== undefined && Number(value) > max) return issue('valueAtMost', { max });
  return null;
}
