// Full-text search of the stand-in: case-insensitive, every word of the query must start a word of
// the document. Results whose title matches come first; otherwise the seed order is kept.

const APOSTROPHES = /['’ʼ`]/g;
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;

/** The words of a text, folded so that case, ё/е and Ukrainian apostrophes never decide a match. */
export function searchWords(text) {
  return String(text ?? '')
    .toLocaleLowerCase('uk')
    .replace(/ё/g, 'е')
    .replace(APOSTROPHES, '')
    .split(NOT_A_WORD)
    .filter(Boolean);
}

/** Text of CMS HTML, as a visitor reads it: scripts and styles are not text (the site strips them). */
export function plainText(html) {
  return String(html ?? '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&laquo;/g, '«')
    .replace(/&raquo;/g, '»')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const startsAWord = (words, queryWord) => words.some((word) => word.startsWith(queryWord));

/**
 * The documents matching the query, best first. A document is { title, text, ...anything }:
 * the rest travels along untouched.
 */
export function findDocuments(documents, query) {
  const queryWords = searchWords(query);
  if (queryWords.length === 0) return [];
  return documents
    .map((document, order) => {
      const titleWords = searchWords(document.title);
      const allWords = titleWords.concat(searchWords(document.text));
      if (!queryWords.every((queryWord) => startsAWord(allWords, queryWord))) return null;
      const titleMatches = queryWords.filter((queryWord) => startsAWord(titleWords, queryWord)).length;
      return { document, order, titleMatches };
    })
    .filter(Boolean)
    .sort((a, b) => b.titleMatches - a.titleMatches || a.order - b.order)
    .map(({ document }) => document);
}
