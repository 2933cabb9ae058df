import type { PageQuery } from '../navigation/page-query';
import { withQueryValue } from '../navigation/page-query';

/** Spec: pagination changes the query parameter page, zero-based. */
export const PAGE_PARAM = 'page';

/** The zero-based page a query asks for: 0 when it asks for none, or for no page number. */
export function pageOfQuery(query: PageQuery | undefined): number {
  const value = Number(query?.[PAGE_PARAM]);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The query for another page of the same list: the first page carries no parameter. */
export function queryForPage(query: PageQuery, page: number): PageQuery {
  return withQueryValue(query, PAGE_PARAM, page > 0 ? String(page) : null);
}
