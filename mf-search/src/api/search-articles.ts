import type { ContentClient, SiteLanguage } from '@bank/shared-kit';
import type { SearchHit } from '../rules/search-hit';
import { searchHits } from './search-rows';

/** GET /{lang}/jsonapi/wise/search?search_api_fulltext={text}: the site's full-text search. */
export async function searchArticles(client: ContentClient, language: SiteLanguage, text: string): Promise<SearchHit[]> {
  return searchHits(await client.get<unknown>(language, `/jsonapi/wise/search?search_api_fulltext=${encodeURIComponent(text)}`));
}
