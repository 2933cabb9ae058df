/**
 * `shared-kit/src/i18n/dictionary.ts?language=ru` as the strings of that one language (key -> text).
 * The full dictionary is run at build time, through the build's own loaders, under another query, so
 * the browser's replacement of that module (dictionary-by-language.mjs) does not apply to it.
 */
export default async function dictionaryLanguageLoader() {
  const language = new URLSearchParams(this.resourceQuery).get('language');
  const { dictionary } = await this.importModule(`${this.resourcePath}?every-language`);
  const strings = {};
  for (const [key, entry] of Object.entries(dictionary)) {
    if (typeof entry[language] !== 'string') throw new Error(`dictionary: "${key}" has no ${language} text`);
    strings[key] = entry[language];
  }
  return `export default ${JSON.stringify(strings)};`;
}
