import type { DictionaryLanguage } from '../site/language';
import { commonStrings } from './dictionary/common';
import { shellStrings } from './dictionary/shell';
import { validationStrings } from './dictionary/validation';
import { deliveryStrings } from './dictionary/delivery';

export type DictionaryEntry = Record<DictionaryLanguage, string>;

// Each part of the site keeps its strings in its own file under dictionary/, merged here.
export const dictionary = {
  ...commonStrings,
  ...shellStrings,
  ...validationStrings,
  ...deliveryStrings,
} satisfies Record<string, DictionaryEntry>;

export type DictionaryKey = keyof typeof dictionary;

/**
 * This module holds every language, for the server and the tests. Browser builds replace it with
 * dictionary-in-browser.ts (tooling/src/rspack/dictionary-by-language.mjs), which loads a page's
 * language before the page renders in it; these two answer for both.
 */
export function dictionaryLanguageLoaded(_language: DictionaryLanguage): boolean {
  return true;
}

export function dictionaryLanguageFailed(_language: DictionaryLanguage): boolean {
  return false;
}

export function loadDictionaryLanguage(_language: DictionaryLanguage): Promise<void> {
  return Promise.resolve();
}
