import { BANK_HISTORY_EXCERPT_CHARS, EXCERPT_CHARS } from '../site/constants';

const ELLIPSIS = '…';

/** Text of CMS HTML for a teaser: tags dropped, entities of everyday text decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
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
