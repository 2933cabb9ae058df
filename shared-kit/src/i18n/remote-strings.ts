import { use } from 'react';
import type { DictionaryLanguage } from '../site/language';
import type { DictionaryEntry, DictionaryKey } from './dictionary';
import { languageLoads, type LanguageChunks, type LanguageLoads } from './language-chunks';
import { translatorOver, type LoadedEntries, type TranslateWith } from './translate';

/** The languages still to arrive, of each remote dictionary a browser build made lazy. */
const lazyDictionaries = new WeakMap<object, LanguageLoads>();

/**
 * A remote's dictionary as its browser build has it (tooling/src/rspack/dictionary-by-language.mjs):
 * the same shape as its source, holding the languages loaded so far, each a chunk of its own.
 */
export function dictionaryByLanguage(owner: string, chunks: LanguageChunks): LoadedEntries {
  const entries: Record<string, Partial<Record<DictionaryLanguage, string>>> = {};
  const loads = languageLoads(owner, chunks, (language, strings) => {
    for (const [key, text] of Object.entries(strings)) entries[key] = { ...entries[key], [language]: text };
  });
  lazyDictionaries.set(entries, loads);
  return entries;
}

export interface RemoteStrings<Key extends string> {
  /** The remote's strings first, then the shared kit's common ones. */
  translator(language: DictionaryLanguage): TranslateWith<Key | DictionaryKey>;
  /** Resolves once the language's strings are here (or failed to load, logged): at once where all are. */
  load(language: DictionaryLanguage): Promise<void>;
  /** Holds a render until the language's strings are here: in browser builds only, elsewhere all are. */
  useLanguage(language: DictionaryLanguage): void;
}

/** The UI strings a remote owns and ships with its code (`src/i18n/dictionary.ts`, every language). */
export function remoteStrings<Dictionary extends Record<string, DictionaryEntry>>(
  owner: string,
  dictionary: Dictionary,
): RemoteStrings<keyof Dictionary & string> {
  const loads = lazyDictionaries.get(dictionary);
  return {
    translator: (language) => translatorOver(dictionary, owner, language),
    load: (language) => loads?.load(language) ?? Promise.resolve(),
    useLanguage(language) {
      if (loads && !loads.loaded(language)) use(loads.load(language));
    },
  };
}
