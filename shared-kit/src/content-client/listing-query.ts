import type { SiteLanguage } from '../site/language';
import { PAGE_SIZE_DEFAULT } from '../site/constants';

/** Filters the content system accepts on listings, e.g. `field_tags.name` or `field_city.id`. */
export type ListingFilterField =
  | 'field_blog_category.id'
  | 'field_tags.name'
  | 'field_city.id'
  | 'field_position.id'
  | 'field_section.id'
  | 'field_partner_category.id'
  | `field_${string}_category.id`;

export interface ListingQuery {
  language: SiteLanguage;
  size?: number;
  /** Zero-based page index. */
  page?: number;
  filters?: Partial<Record<ListingFilterField, string>>;
  year?: number;
  /** finance_reports filter on their reports-year field instead of the creation date. */
  yearField?: string;
  /**
   * JSON:API sort, e.g. `weight,-created`: the server orders the whole listing before it cuts a page,
   * so that a page holds the right items. Default: created descending (shell spec 7).
   */
  sort?: string;
}

function yearBounds(year: number): [number, number] {
  const start = Date.UTC(year, 0, 1, 0, 0, 0) / 1000;
  const end = Date.UTC(year, 11, 31, 23, 59, 59) / 1000;
  return [start, end];
}

const LISTING_SORT_DEFAULT = '-created';

export function listingQuery(query: ListingQuery): string {
  const size = query.size ?? PAGE_SIZE_DEFAULT;
  const page = query.page ?? 0;
  const params: Array<[string, string]> = [
    ['sort', query.sort ?? LISTING_SORT_DEFAULT],
    ['filter[langcode]', query.language],
    ['page[limit]', String(size)],
    ['page[offset]', String(size * page)],
  ];
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if (value) params.push([`filter[${field}]`, value]);
  }
  if (query.year !== undefined) {
    if (query.yearField) {
      params.push([`filter[${query.yearField}]`, String(query.year)]);
    } else {
      const [start, end] = yearBounds(query.year);
      params.push(
        ['filter[year][condition][path]', 'created'],
        ['filter[year][condition][operator]', 'BETWEEN'],
        ['filter[year][condition][value][0]', String(start)],
        ['filter[year][condition][value][1]', String(end)],
      );
    }
  }
  return params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}
