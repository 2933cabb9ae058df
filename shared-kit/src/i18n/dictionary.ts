import type { DictionaryLanguage } from '../site/language';
import { commonStrings } from './dictionary/common';
import { shellStrings } from './dictionary/shell';

export type DictionaryEntry = Record<DictionaryLanguage, string>;

// Each part of the site adds its strings in its own file under dictionary/, merged here.
export const dictionary = {
  ...commonStrings,
  ...shellStrings,
} satisfies Record<string, DictionaryEntry>;

export type DictionaryKey = keyof typeof dictionary;
