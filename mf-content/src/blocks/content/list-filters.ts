import type { ListingFilterField } from '@bank/shared-kit';
import type { ListKind } from './list-kinds';

/** The query parameter a filter the visitor chooses keeps in the address, e.g. /faq?category=… */
export type VisitorFilterParam = 'category' | 'city' | 'position';

/** A filter offered to the visitor: its parameter, the listing field it filters and the vocabulary of its terms. */
export interface VisitorFilter {
  param: VisitorFilterParam;
  field: ListingFilterField;
  vocabulary: string;
}

interface FilterTerm {
  id: string;
  name: string;
}

export interface FilterChoice extends VisitorFilter {
  terms: FilterTerm[];
}

/** The category filter field of a type: blog and partners have their own names. */
export function categoryField(kind: ListKind): ListingFilterField {
  if (kind === 'blog') return 'field_blog_category.id';
  if (kind === 'partners') return 'field_partner_category.id';
  return `field_${kind}_category.id`;
}

function categoryVocabulary(kind: ListKind): string {
  return kind === 'partners' ? 'partner_category' : `${kind}_category`;
}

// The lists whose nodes carry these terms. Section is not offered: the spec names no vocabulary for it,
// so it stays a filter the editor fixes on the block (field_section).
const OFFERED: Partial<Record<ListKind, VisitorFilterParam[]>> = {
  blog: ['category'],
  faq: ['category'],
  partners: ['category'],
  products: ['category'],
  career: ['city', 'position'],
};

function filterOf(kind: ListKind, param: VisitorFilterParam): VisitorFilter {
  if (param === 'city') return { param, field: 'field_city.id', vocabulary: 'misto' };
  if (param === 'position') return { param, field: 'field_position.id', vocabulary: 'position' };
  return { param, field: categoryField(kind), vocabulary: categoryVocabulary(kind) };
}

/** The filters a visitor may choose on a list; one the editor fixed on the block is not offered. */
export function visitorFilters(kind: ListKind, fixed: Partial<Record<ListingFilterField, string>>): VisitorFilter[] {
  return (OFFERED[kind] ?? []).map((param) => filterOf(kind, param)).filter((filter) => !fixed[filter.field]);
}

/** The listing filters for what the address asks, keeping only terms the filter offers (a stale id is ignored). */
export function chosenFilters(choices: FilterChoice[], params: Partial<Record<string, string | null>>): Partial<Record<ListingFilterField, string>> {
  const chosen: Partial<Record<ListingFilterField, string>> = {};
  for (const choice of choices) {
    const id = params[choice.param];
    if (id && choice.terms.some((term) => term.id === id)) chosen[choice.field] = id;
  }
  return chosen;
}
