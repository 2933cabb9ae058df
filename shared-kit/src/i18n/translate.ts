import type { DictionaryLanguage } from '../site/language';
import { dictionary, type DictionaryKey } from './dictionary';

export type TranslateWith<Key extends string> = (key: Key, params?: Record<string, string | number>) => string;
export type Translate = TranslateWith<DictionaryKey>;

/** Entries as a dictionary holds them: in the browser, only the languages loaded so far. */
export type LoadedEntries = Readonly<Record<string, Partial<Record<DictionaryLanguage, string>> | undefined>>;

const reported = new Set<string>();

/**
 * A text from the first of `sources` that has the key: a part released with a string the page does not
 * have yet gets the key back (and one warning naming `owner`), never a crash of its block.
 */
function textOf(sources: readonly LoadedEntries[], key: string, language: DictionaryLanguage, owner: string): string {
  for (const entries of sources) {
    const text = entries[key]?.[language];
    if (text !== undefined) return text;
  }
  const missing = `${owner}: no "${key}" in ${language}`;
  if (!reported.has(missing)) {
    reported.add(missing);
    console.warn(`${missing}; release ${owner} with it`);
  }
  return key;
}

function interpolated(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A translator over a part's own entries first, then the shared kit's (common strings). */
export function translatorOver<Key extends string>(entries: LoadedEntries, owner: string, language: DictionaryLanguage): TranslateWith<Key | DictionaryKey> {
  const sources = [entries, dictionary as LoadedEntries];
  return (key, params) => interpolated(textOf(sources, key, language, owner), params);
}

/** The shared kit's and the shell's strings, which travel with the shared kit the shell provides. */
export function translator(language: DictionaryLanguage): Translate {
  const sources = [dictionary as LoadedEntries];
  return (key, params) => interpolated(textOf(sources, key, language, 'the shell'), params);
}

/** A page's title in the browser tab and in search engines: what the page is, then the site. */
export function pageTitle(t: Translate, name: string): string {
  return `${name} — ${t('siteName')}`;
}
