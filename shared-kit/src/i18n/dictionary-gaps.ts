import type { DictionaryEntry } from './dictionary';

const LANGUAGES = ['uk', 'ru', 'en'] as const;
const parametersOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map(([, name]) => name)
    .sort()
    .join(',');

/**
 * What a dictionary lacks, as "key: reason": a language without text, or a language whose named
 * parameters differ from the Ukrainian text's. Each part's test runs it over its own dictionary.
 */
export function dictionaryGaps(dictionary: Readonly<Record<string, Partial<DictionaryEntry>>>): string[] {
  return Object.entries(dictionary).flatMap(([key, entry]) =>
    LANGUAGES.flatMap((language) => {
      const text = entry[language];
      if (!text?.trim()) return [`${key}: no ${language} text`];
      if (parametersOf(text) !== parametersOf(entry.uk ?? '')) return [`${key}: ${language} parameters differ from uk`];
      return [];
    }),
  );
}
