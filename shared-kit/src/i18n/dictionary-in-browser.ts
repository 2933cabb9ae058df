import type { DictionaryLanguage } from '../site/language';
import type { dictionary as everyLanguage } from './dictionary';

export type { DictionaryEntry, DictionaryKey } from './dictionary';

const loadedEntries: Record<string, Partial<Record<DictionaryLanguage, string>>> = {};

/**
 * dictionary.ts as browser builds have it (tooling/src/rspack/dictionary-by-language.mjs): the same
 * shape, holding the languages loaded so far. Each language is a chunk of its own, key -> text.
 */
export const dictionary = loadedEntries as typeof everyLanguage;

const languageChunks: Record<DictionaryLanguage, () => Promise<{ default: Record<string, string> }>> = {
  uk: () => import(/* webpackChunkName: "dictionary-uk" */ './dictionary?language=uk'),
  ru: () => import(/* webpackChunkName: "dictionary-ru" */ './dictionary?language=ru'),
  en: () => import(/* webpackChunkName: "dictionary-en" */ './dictionary?language=en'),
};

const loads = new Map<DictionaryLanguage, Promise<void>>();
const settled = new Set<DictionaryLanguage>();

/** Loaded, or failed to load: a render need not wait for it any more (a failed one shows keys). */
export function dictionaryLanguageLoaded(language: DictionaryLanguage): boolean {
  return settled.has(language);
}

/** Resolves once the language's strings are in the dictionary, or could not be loaded (logged). */
export function loadDictionaryLanguage(language: DictionaryLanguage): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = languageChunks[language]()
      .then(({ default: strings }) => {
        for (const [key, text] of Object.entries(strings)) loadedEntries[key] = { ...loadedEntries[key], [language]: text };
      })
      .catch((error: unknown) => console.error(`dictionary: the ${language} strings did not load`, error))
      .finally(() => settled.add(language));
    loads.set(language, load);
  }
  return load;
}
