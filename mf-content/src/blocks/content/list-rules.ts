import {
  BANK_HISTORY_EXCERPT_CHARS,
  BLOG_EXCERPT_CHARS,
  EXCERPT_CHARS,
  PARTNER_GRID_MEDIUM_ABOVE,
  PARTNER_GRID_SMALL_ABOVE,
  YEAR_FILTER_FIRST_YEAR,
  type DictionaryLanguage,
} from '@bank/shared-kit';
import type { ListKind } from './list-kinds';

/** Items are sorted by weight when any of them has one; otherwise the server's order stays. */
export function sortByWeight<Item extends { weight?: number | null }>(items: Item[]): Item[] {
  if (!items.some((item) => typeof item.weight === 'number')) return items;
  return [...items].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0));
}

/** field_qty cuts the list; 0 (or nothing) means the whole list. */
export function cutToQuantity<Item>(items: Item[], quantity: number | null | undefined): Item[] {
  return quantity && quantity > 0 ? items.slice(0, quantity) : items;
}

export function excerptLength(kind: ListKind): number {
  if (kind === 'blog') return BLOG_EXCERPT_CHARS;
  if (kind === 'bank_history') return BANK_HISTORY_EXCERPT_CHARS;
  return EXCERPT_CHARS;
}

export type PluralForm = 'one' | 'few' | 'many' | 'other';

/** The plural category of a count in a language (uk and ru: one, few, many; en: one, other). */
export function pluralForm(count: number, language: DictionaryLanguage): PluralForm {
  const form = new Intl.PluralRules(language).select(count);
  return form === 'one' || form === 'few' || form === 'many' ? form : 'other';
}

export type PartnerGridSize = 'large' | 'medium' | 'small';

/** More than 10 partners make the grid medium, more than 20 small. */
export function partnerGridSize(count: number): PartnerGridSize {
  if (count > PARTNER_GRID_SMALL_ABOVE) return 'small';
  if (count > PARTNER_GRID_MEDIUM_ABOVE) return 'medium';
  return 'large';
}

/** Years for the filter: the server's list, or every year from now back to 2019 when it has none. */
export function filterYears(fromServer: string[], currentYear: number): number[] {
  const years = fromServer.map(Number).filter((year) => Number.isInteger(year) && year > 0);
  if (years.length > 0) return years;
  const fallback: number[] = [];
  for (let year = currentYear; year >= YEAR_FILTER_FIRST_YEAR; year -= 1) fallback.push(year);
  return fallback;
}
