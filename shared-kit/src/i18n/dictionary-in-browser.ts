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

/** A chunk that failed to arrive (a dropped connection) is asked for again, this many times in all. */
const DICTIONARY_LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

const loads = new Map<DictionaryLanguage, Promise<void>>();
const settled = new Set<DictionaryLanguage>();
const failed = new Set<DictionaryLanguage>();

async function fetchLanguage(language: DictionaryLanguage): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await languageChunks[language]()).default;
    } catch (error) {
      if (attempt >= DICTIONARY_LOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/** Loaded, or failed to load (dictionaryLanguageFailed): a render need not wait for it any more. */
export function dictionaryLanguageLoaded(language: DictionaryLanguage): boolean {
  return settled.has(language);
}

/** Every attempt to load the language's strings failed. */
export function dictionaryLanguageFailed(language: DictionaryLanguage): boolean {
  return failed.has(language);
}

/**
 * Resolves once the language's strings are in the dictionary, or could not be loaded (logged). After
 * a failure, the next call tries again.
 */
export function loadDictionaryLanguage(language: DictionaryLanguage): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = fetchLanguage(language)
      .then((strings) => {
        for (const [key, text] of Object.entries(strings)) loadedEntries[key] = { ...loadedEntries[key], [language]: text };
        failed.delete(language);
      })
      .catch((error: unknown) => {
        failed.add(language);
        loads.delete(language);
        console.error(`dictionary: the ${language} strings did not load`, error);
      })
      .finally(() => settled.add(language));
    loads.set(language, load);
  }
  return load;
}
