import { languageOfPath, pageTitle, translator } from '@bank/shared-kit';
import type { PageState } from '../page/page-model';
import { searchQueryOf } from '../page/route-blocks';

export interface DocumentHead {
  title: string;
  description: string;
}

/**
 * The title and meta description the server writes for a page. A search results page has no CMS page
 * behind it: its head is made from the query, the title as mf-search sets it in the browser.
 */
export function documentHead(page: PageState): DocumentHead {
  const t = translator(languageOfPath(page.path));
  const query = searchQueryOf(page.path);
  if (query !== null) return { title: pageTitle(t, `${t('searchResultsTitle')}: ${query}`), description: t('searchPageDescription', { query }) };
  if (page.status === 'ready') {
    const attributes = page.page.data?.attributes;
    return { title: pageTitle(t, attributes?.title ?? ''), description: attributes?.field_meta_description ?? '' };
  }
  if (page.status === 'not-found') return { title: pageTitle(t, t('notFoundTitle')), description: '' };
  return { title: t('siteName'), description: '' };
}
