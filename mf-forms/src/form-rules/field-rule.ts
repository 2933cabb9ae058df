import {
  checkAgreement,
  checkDigits,
  checkEdrpou,
  checkEmail,
  checkFiles,
  checkLongText,
  checkPersonName,
  checkPhone,
  checkRequired,
  checkTime,
  checkVisitDate,
  isBlank,
  isNameField,
  isTaxNumberField,
  skipsEmailPattern,
  type ValidationIssue,
  type WebformElement,
} from '@bank/shared-kit';
import type { FieldValue } from './initial-values';
import { FEATURE_KEYS } from './form-features';

export type FieldRule = (value: FieldValue | undefined) => ValidationIssue | null;

const asText = (value: FieldValue | undefined): string => (typeof value === 'string' ? value : '');
const optional = (rule: (text: string) => ValidationIssue | null, required: boolean) => (text: string) => (!required && isBlank(text) ? null : rule(text));

/** The rule of one field, as the table of forms spec section 5 sets it; null when nothing is checked. */
export function fieldRule(element: WebformElement, formId: string): FieldRule | null {
  const { key, type, required } = element;
  if (type === 'hidden' || type === 'value' || FEATURE_KEYS.includes(key)) return null;
  const min = element.min !== undefined ? Number(element.min) : undefined;
  const max = element.max !== undefined ? Number(element.max) : undefined;

  if (isNameField(key)) {
    const rule = optional(checkPersonName, required);
    return (value) => rule(asText(value));
  }
  if (key === 'phone' || type === 'tel') {
    const rule = optional(checkPhone, required);
    return (value) => rule(asText(value));
  }
  if (key === 'edrpou') {
    const rule = optional(checkEdrpou, required);
    return (value) => rule(asText(value));
  }
  if (isTaxNumberField(key) || type === 'number') return (value) => checkDigits(asText(value), { required, min, max });
  switch (type) {
    case 'email': {
      const patternCheck = !skipsEmailPattern(formId, key);
      return (value) => checkEmail(asText(value), { required, patternCheck });
    }
    case 'time':
      return (value) => checkTime(asText(value), { required, min: element.min, max: element.max });
    case 'file':
      return (value) =>
        checkFiles(Array.isArray(value) ? value.map((file) => file.name) : [], {
          required,
          maxCount: element.multiple,
          extensions: element.fileExtensions,
        });
    case 'textarea':
      return (value) => checkLongText(asText(value), { required });
    case 'custom_date':
      return (value) => checkVisitDate(asText(value), { required, allowedDays: element.dateDays });
    case 'checkbox':
      return required ? (value) => checkAgreement(value === true) : null;
    default:
      return required ? (value) => checkRequired(Array.isArray(value) ? value.map((file) => file.name) : value) : null;
  }
}
