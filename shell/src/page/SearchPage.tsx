import { useLocation, useParams } from 'react-router-dom';
import { audienceOfPath, languageOfPath } from '@bank/shared-kit';
import { RemoteBlock } from '../federation/remote-block';
import { blockOwner } from './block-table';

/** /{lang}/search/{query}: the results page belongs to mf-search. */
export function SearchPage() {
  const { pathname } = useLocation();
  const { query = '' } = useParams();
  const block = { id: `search-${query}`, type: 'search_results', attributes: { query } };
  const owner = blockOwner(block);
  if (!owner) return null;
  return (
    <RemoteBlock
      key={query}
      owner={owner}
      block={block}
      context={{ language: languageOfPath(pathname), audience: audienceOfPath(pathname), path: pathname }}
    />
  );
}
