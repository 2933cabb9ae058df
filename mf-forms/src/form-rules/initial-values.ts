import type { WebformElement } from '@bank/shared-kit';
import { answerElements } from './form-steps';

export type FieldValue = string | boolean | File[];
export type FormValues = Record<string, FieldValue>;

/** Rating: half of max, rounded (forms spec section 5). */
export function defaultRating(max: string | undefined): string {
  return String(Math.round(Number(max ?? 5) / 2));
}

function defaultOf(element: WebformElement): FieldValue {
  switch (element.type) {
    case 'checkbox':
      return element.defaultValue === 'true' || element.defaultValue === '1';
    case 'file':
      return [];
    case 'webform_rating':
      return element.defaultValue ?? defaultRating(element.max);
    case 'value':
      return element.value ?? element.defaultValue ?? '';
    default:
      return element.defaultValue ?? '';
  }
}

/** The form's starting values: each element's default, then what the page pre-fills by webform key. */
export function initialValues(elements: WebformElement[], prefill: Record<string, string> = {}): FormValues {
  const values: FormValues = {};
  for (const element of answerElements(elements)) {
    const filled = prefill[element.key];
    values[element.key] = filled !== undefined && element.type !== 'file' && element.type !== 'checkbox' ? filled : defaultOf(element);
  }
  return values;
}
