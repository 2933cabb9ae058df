import { BANK_HISTORY_EXCERPT_CHARS, EXCERPT_CHARS } from '../site/constants';

const ELLIPSIS = '…';

/**
 * The named entities a CMS editor's Ukrainian and Russian text holds: markup's own, quotes and dashes of
 * typography, and the signs of money and law. Every character can also come as a numeric reference.
 * A full table (the `entities` package) would cost the first screen's script 24 KB gzipped.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  mdash: '—',
  ndash: '–',
  minus: '−',
  hellip: '…',
  middot: '·',
  bull: '•',
  numero: '№',
  sect: '§',
  para: '¶',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  permil: '‰',
  euro: '€',
  cent: '¢',
  pound: '£',
  yen: '¥',
  copy: '©',
  reg: '®',
  trade: '™',
  shy: '',
  zwnj: '',
  zwj: '',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
};

const codePoint = (value: number) => (value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : '\ufffd');

function decodeEntity(reference: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) return codePoint(parseInt(name.slice(2), 16));
  if (name.startsWith('#')) return codePoint(parseInt(name.slice(1), 10));
  return NAMED_ENTITIES[name] ?? reference;
}

/** Text of CMS HTML for a teaser: tags dropped, entities decoded (an unknown one kept as written), spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]+);/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `limit` characters of the text, cut at a word boundary when there is one, with an ellipsis
 * when anything was cut. The ellipsis is counted in the limit.
 */
export function excerpt(html: string, limit: number = EXCERPT_CHARS): string {
  const text = plainText(html);
  if (text.length <= limit) return text;
  const room = text.slice(0, Math.max(limit - ELLIPSIS.length, 0));
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > room.length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,.;:–—-]+$/, '')}${ELLIPSIS}`;
}

/** Spec: teasers are 300 characters, the bank history list 430. */
export function excerptLimit(contentType: string): number {
  return contentType === 'bank_history' ? BANK_HISTORY_EXCERPT_CHARS : EXCERPT_CHARS;
}
