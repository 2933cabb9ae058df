import { pageOfQuery, type PageQuery } from '@bank/shared-kit';
import { chosenFilters, type FilterChoice } from './list-filters';
import type { ListRequest } from './list-page';
import type { ListSettings } from './list-settings';

/** The query parameters a list keeps its choices in, besides `page` and its filters' own (category, city, position). */
export const TAG_PARAM = 'tag';
export const YEAR_PARAM = 'year';

/** Spec: the query parameter tag filters the blog list; an expert's own articles are not filtered. */
export function takesTag(settings: ListSettings): boolean {
  return settings.kind === 'blog' && !settings.author;
}

/**
 * What the page's address asks of a list: its page (when paged), the blog tag, the year (the first one
 * offered when the address names none, or one not offered) and the filters' terms. The server's loader
 * and the browser's list read it alike, so both show the same items.
 */
export function listRequestOf(settings: ListSettings, query: PageQuery, filterChoices: FilterChoice[], years: number[]): ListRequest {
  const year = Number(query[YEAR_PARAM]);
  return {
    page: settings.paged ? pageOfQuery(query) : 0,
    tag: takesTag(settings) ? (query[TAG_PARAM] ?? null) : null,
    year: years.length === 0 ? null : years.includes(year) ? year : years[0]!,
    chosen: chosenFilters(filterChoices, query),
  };
}
