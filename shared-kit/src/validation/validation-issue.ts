import type { DictionaryKey } from '../i18n/dictionary';

/** What a rule found wrong: a dictionary message and its parameters, translated where it is shown. */
export interface ValidationIssue {
  message: DictionaryKey;
  params?: Record<string, string | number>;
}

export const issue = (message: DictionaryKey, params?: ValidationIssue['params']): ValidationIssue => (params ? { message, params } : { message });
