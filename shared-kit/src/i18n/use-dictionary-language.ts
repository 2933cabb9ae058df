import { use } from 'react';
import type { DictionaryLanguage } from '../site/language';
import { dictionaryLanguageLoaded, loadDictionaryLanguage } from './dictionary';

/**
 * Holds a render in a language whose strings have not arrived yet. A navigation to another language
 * is a transition (react-router), so the page before it stays on screen meanwhile.
 */
export function useDictionaryLanguage(language: DictionaryLanguage): void {
  if (!dictionaryLanguageLoaded(language)) use(loadDictionaryLanguage(language));
}
