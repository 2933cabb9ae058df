import { useLocation, useParams } from 'react-router-dom';
import { blockContextOf, searchQueryOfSegment } from '@bank/shared-kit';
import { BlockSlot } from './BlockSlot';
import { blockOwner } from '../federation/block-table';
import { searchResultsBlock } from './route-blocks';

/** /{lang}/search/{query}: the results page belongs to mf-search. */
export function SearchPage() {
  const { pathname, search } = useLocation();
  const query = searchQueryOfSegment(useParams().query ?? '', true);
  const block = searchResultsBlock(query);
  const owner = blockOwner(block);
  if (!owner) return null;
  return <BlockSlot key={query} owner={owner} block={block} context={blockContextOf(pathname, search)} />;
}
