import type { ContentClient, SiteLanguage } from '@bank/shared-kit';
import type { SearchHit } from '../rules/search-hit';
import { searchHits } from './search-rows';

/** GET /{lang}/jsonapi/wise/search-product?fulltext={text}: the bank's products matching the text. */
export async function searchProducts(client: ContentClient, language: SiteLanguage, text: string): Promise<SearchHit[]> {
  return searchHits(await client.get<unknown>(language, `/jsonapi/wise/search-product?fulltext=${encodeURIComponent(text)}`));
}
