import type { DictionaryLanguage } from '../site/language';
import { dictionary, type DictionaryKey } from './dictionary';

export type Translate = (key: DictionaryKey, params?: Record<string, string | number>) => string;

const reported = new Set<string>();

/**
 * The dictionary travels with the shared-kit the shell provides: a remote released with a string the
 * live shell does not have yet gets the key back (and one warning), never a crash of its block.
 */
function textOf(key: DictionaryKey, language: DictionaryLanguage): string {
  const entry: Partial<Record<DictionaryLanguage, string>> | undefined = dictionary[key];
  const text = entry?.[language];
  if (text !== undefined) return text;
  if (!reported.has(key)) {
    reported.add(key);
    console.warn(`dictionary: no "${key}" in the shared-kit this page runs; release the shell with it`);
  }
  return key;
}

export function translator(language: DictionaryLanguage): Translate {
  return (key, params) => {
    const text = textOf(key, language);
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}

/** A page's title in the browser tab and in search engines: what the page is, then the site. */
export function pageTitle(t: Translate, name: string): string {
  return `${name} — ${t('siteName')}`;
}
