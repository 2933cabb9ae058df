import { NAME_MAX_CHARS } from '../site/constants';
import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

/** Webform keys of the name fields (surname, full name, first name, patronymic). */
export const NAME_FIELD_KEYS = ['last_name', 'pib', 'name', 'patronymic_name'] as const;

export function isNameField(key: string): boolean {
  return (NAME_FIELD_KEYS as readonly string[]).includes(key);
}

// Cyrillic letters (with і, ї, є, ґ), spaces, and the hyphen and apostrophes real Ukrainian names carry
// (Мар'яна, Петров-Водкін). Any Latin letter, digit or other symbol fails.
const CYRILLIC_NAME = /^[\u0400-\u04FF\s'’ʼ-]+$/;

export function checkPersonName(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('fieldRequired');
  if (!CYRILLIC_NAME.test(value)) return issue('onlyCyrillic');
  if (value.length > NAME_MAX_CHARS) return issue('textTooLong', { max: NAME_MAX_CHARS + 1 });
  return null;
}
