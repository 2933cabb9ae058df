import type { DictionaryLanguage } from '../site/language';
import type { dictionary as everyLanguage } from './dictionary';
import { languageLoads } from './language-chunks';

export type { DictionaryEntry, DictionaryKey } from './dictionary';

const loadedEntries: Record<string, Partial<Record<DictionaryLanguage, string>>> = {};

/**
 * dictionary.ts as browser builds have it (tooling/src/rspack/dictionary-by-language.mjs): the same
 * shape, holding the languages loaded so far. Each language is a chunk of its own, key -> text.
 */
export const dictionary = loadedEntries as typeof everyLanguage;

const loads = languageLoads(
  'dictionary',
  {
    uk: () => import(/* webpackChunkName: "dictionary-uk" */ './dictionary?language=uk'),
    ru: () => import(/* webpackChunkName: "dictionary-ru" */ './dictionary?language=ru'),
    en: () => import(/* webpackChunkName: "dictionary-en" */ './dictionary?language=en'),
  },
  (language, strings) => {
    for (const [key, text] of Object.entries(strings)) loadedEntries[key] = { ...loadedEntries[key], [language]: text };
  },
);

/** Loaded, or failed to load (dictionaryLanguageFailed): a render need not wait for it any more. */
export function dictionaryLanguageLoaded(language: DictionaryLanguage): boolean {
  return loads.loaded(language);
}

/** Every attempt to load the language's strings failed. */
export function dictionaryLanguageFailed(language: DictionaryLanguage): boolean {
  return loads.failed(language);
}

/**
 * Resolves once the language's strings are in the dictionary, or could not be loaded (logged). After
 * a failure, the next call tries again.
 */
export function loadDictionaryLanguage(language: DictionaryLanguage): Promise<void> {
  return loads.load(language);
}
