import type { DictionaryLanguage } from '../site/language';
import { dictionary, type DictionaryKey } from './dictionary';

export type Translate = (key: DictionaryKey, params?: Record<string, string | number>) => string;

export function translator(language: DictionaryLanguage): Translate {
  return (key, params) => {
    const text: string = dictionary[key][language];
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
}
