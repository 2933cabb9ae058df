import type { DictionaryLanguage } from '../site/language';

/** One language's strings (key -> text) as a chunk of its own, made by the browser build. */
export type LanguageChunks = Record<DictionaryLanguage, () => Promise<{ default: Record<string, string> }>>;

export interface LanguageLoads {
  /** Loaded, or failed to load (`failed`): a render need not wait for it any more. */
  loaded(language: DictionaryLanguage): boolean;
  /** Every attempt to load the language's strings failed. */
  failed(language: DictionaryLanguage): boolean;
  /** Resolves once the language's strings are kept, or could not be loaded (logged). After a failure, the next call tries again. */
  load(language: DictionaryLanguage): Promise<void>;
}

/** A chunk that failed to arrive (a dropped connection) is asked for again, this many times in all. */
const LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;

async function fetchLanguage(chunks: LanguageChunks, language: DictionaryLanguage): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return (await chunks[language]()).default;
    } catch (error) {
      if (attempt >= LOAD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * attempt));
    }
  }
}

/**
 * Loads the languages of one set of strings as they are asked for, each once; `owner` names the set
 * in the log. `keep` receives each language's strings as they arrive.
 */
export function languageLoads(
  owner: string,
  chunks: LanguageChunks,
  keep: (language: DictionaryLanguage, strings: Record<string, string>) => void,
): LanguageLoads {
  const loads = new Map<DictionaryLanguage, Promise<void>>();
  const settled = new Set<DictionaryLanguage>();
  const failed = new Set<DictionaryLanguage>();
  return {
    loaded: (language) => settled.has(language),
    failed: (language) => failed.has(language),
    load(language) {
      let load = loads.get(language);
      if (!load) {
        load = fetchLanguage(chunks, language)
          .then((strings) => {
            keep(language, strings);
            failed.delete(language);
          })
          .catch((error: unknown) => {
            failed.add(language);
            loads.delete(language);
            console.error(`${owner}: the ${language} strings did not load`, error);
          })
          .finally(() => settled.add(language));
        loads.set(language, load);
      }
      return load;
    },
  };
}
