export const SITE_LANGUAGES = ['uk', 'ru'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
/** Dictionary languages: English exists for labels only, pages are uk or ru. */
export type DictionaryLanguage = SiteLanguage | 'en';

export const DEFAULT_LANGUAGE: SiteLanguage = 'uk';

/** Language ids the bank's calculator and form APIs expect. */
export const LANGUAGE_IDS: Record<DictionaryLanguage, number> = { uk: 1, ru: 2, en: 3 };

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: its first segment when that is uk or ru, otherwise uk. */
export function languageOfPath(path: string): SiteLanguage {
  const first = path.split('/').filter(Boolean)[0];
  return isSiteLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** The path without its language segment, always starting with a slash. */
export function pathWithoutLanguage(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (isSiteLanguage(segments[0])) segments.shift();
  return '/' + segments.join('/');
}

export function pathInLanguage(path: string, language: SiteLanguage): string {
  const rest = pathWithoutLanguage(path);
  return rest === '/' ? `/${language}` : `/${language}${rest}`;
}
