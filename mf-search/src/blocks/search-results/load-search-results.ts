import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { searchArticles } from '../../api/search-articles';
import { searchProducts } from '../../api/search-products';
import type { SearchResultsData } from './SearchResults';

/**
 * Both searches for the query of the page. The query reaches the content system as typed (trimmed);
 * a blank one is a search page that does not exist, which the content system answers with a 404
 * and the content client turns into the site's 404 page.
 */
export async function loadSearchResults(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<SearchResultsData> {
  const query = typeof block.attributes.query === 'string' ? block.attributes.query : '';
  const text = query.trim();
  const [articles, products] = await Promise.all([searchArticles(client, context.language, text), searchProducts(client, context.language, text)]);
  return { query, articles, products };
}
