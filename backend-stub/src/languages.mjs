const LANGUAGES = ['uk', 'ru', 'en'];

/** Resolves every {uk, ru} pair inside a seed structure into one language. */
export function localise(value, language) {
  if (Array.isArray(value)) return value.map((item) => localise(item, language));
  if (value && typeof value === 'object') {
    if ('uk' in value && 'ru' in value && Object.keys(value).every((key) => LANGUAGES.includes(key))) {
      return localise(value[language] ?? value.uk, language);
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localise(item, language)]));
  }
  return value;
}
