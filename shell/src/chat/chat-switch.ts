import { SITE_LANGUAGES, translator, type DictionaryLanguage } from '@bank/shared-kit';

const LANGUAGES: DictionaryLanguage[] = [...SITE_LANGUAGES, 'en'];

function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/**
 * Spec: the chat widget is switched on only when the basic block's text contains the word for
 * enabled. Editors may write it in any dictionary language; a whole word is needed, so that
 * "вимкнено" or "выключено" never read as switched on.
 */
export function isChatSwitchedOn(html: string): boolean {
  const text = textOf(html).toLowerCase();
  return LANGUAGES.some((language) => {
    const word = translator(language)('chatEnabledWord').toLowerCase();
    return new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text);
  });
}
