import path from 'node:path';

const LANGUAGES = ['uk', 'ru', 'en'];

/**
 * A remote's `src/i18n/dictionary.ts` as its browser build has it: the same export, filled as each
 * language's chunk arrives (shared-kit's dictionaryByLanguage), instead of every language inline.
 * The remote is named by its package folder, for the log.
 */
export default function remoteDictionaryInBrowserLoader() {
  const owner = path.basename(path.resolve(path.dirname(this.resourcePath), '..', '..'));
  const chunks = LANGUAGES.map(
    (language) => `${language}: () => import(/* webpackChunkName: "strings-${language}" */ ${JSON.stringify(`${this.resourcePath}?language=${language}`)})`,
  );
  return `import { dictionaryByLanguage } from '@bank/shared-kit';
export const dictionary = dictionaryByLanguage(${JSON.stringify(owner)}, { ${chunks.join(', ')} });
`;
}
