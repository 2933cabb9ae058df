/**
 * The word editors type into the chat's basic block to switch the widget on, in each language they may write in.
 * Part of the rule, not of the interface: a page in the browser holds only its own language's strings, and an
 * editor's Ukrainian word must switch the chat on for a Russian page too.
 */
const ENABLED_WORDS = ['увімкнено', 'включено', 'enabled'];

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
  return ENABLED_WORDS.some((word) => new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'u').test(text));
}
