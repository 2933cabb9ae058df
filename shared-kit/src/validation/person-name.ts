import { NAME_MAX_CHARS } from '../site/constants';
import { issue, type ValidationIssue } from './validation-issue';
import { isBlank } from './blank-text';

/** Webform keys of the name fields (surname, full name, first name, patronymic). */
export const NAME_FIELD_KEYS = ['last_name', 'pib', 'name', 'patronymic_name'] as const;

export function isNameField(key: string): boolean {
  return (NAME_FIELD_KEYS as readonly string[]).includes(key);
}

// Cyrillic letters (with і, ї, є, ґ), spaces, and the hyphen and apostrophes real Ukrainian names carry
// (Мар'яна, Петров-Водкін). Any Latin letter, digit or other symbol fails — so do the Cyrillic block's
// symbols (҂), tabs and control characters, invisible characters, and a name of punctuation alone.
const NAME_CHARACTERS = /^(?:(?=\p{L})\p{Script=Cyrillic}|[ \u00A0'’ʼ-])+$/u;
const CYRILLIC_LETTER = /(?=\p{L})\p{Script=Cyrillic}/u;

export function checkPersonName(value: string): ValidationIssue | null {
  if (isBlank(value)) return issue('fieldRequired');
  // Composed form first: a letter typed as a base and a combining mark (й as и + ˘) is one letter.
  const name = value.normalize('NFC');
  if (!NAME_CHARACTERS.test(name) || !CYRILLIC_LETTER.test(name)) return issue('onlyCyrillic');
  if (value.length > NAME_MAX_CHARS) return issue('textTooLong', { max: NAME_MAX_CHARS + 1 });
  return null;
}
