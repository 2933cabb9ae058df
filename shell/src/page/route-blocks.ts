import { matchPath } from 'react-router-dom';
import { searchQueryOfSegment, type CmsBlock } from '@bank/shared-kit';
import type { PageState } from './page-model';

/** Blocks the shell places itself, outside the CMS page: the same objects on the server and in the browser. */
export const HEADER_SEARCH_BOX: CmsBlock = { id: 'header-search', type: 'search_box', attributes: {} };

export function searchResultsBlock(query: string): CmsBlock {
  return { id: 'search-results', type: 'search_results', attributes: { query } };
}

export const SEARCH_ROUTE = '/:lang/search/:query';

/** The query of a search results address, decoded; null for any other address. */
export function searchQueryOf(pathname: string): string | null {
  const search = matchPath(SEARCH_ROUTE, pathname);
  // matchPath leaves the segment URL-encoded (the router's matchRoutes decodes it for useParams).
  return search ? searchQueryOfSegment(search.params.query ?? '') : null;
}

/** Every block a route shows (header included), in the order it shows them. */
export function blocksOfRoute(pathname: string, page: PageState): CmsBlock[] {
  const query = searchQueryOf(pathname);
  if (query !== null) return [HEADER_SEARCH_BOX, searchResultsBlock(query)];
  if (page.status !== 'ready') return [HEADER_SEARCH_BOX];
  return [HEADER_SEARCH_BOX, ...sortedByWeight(page.page.blocks ?? [])];
}

export function sortedByWeight(blocks: CmsBlock[]): CmsBlock[] {
  return [...blocks].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0));
}
