import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { blockOwner, rendersNothing } from '../federation/block-table';
import { sortedByWeight } from './route-blocks';
import { BlockSlot } from './BlockSlot';

interface Props {
  blocks: CmsBlock[];
  context: BlockContext;
}

function hasData(block: CmsBlock): boolean {
  return Object.keys(block.attributes ?? {}).length > 0;
}

/** Places the page's blocks in order, each from the remote that owns its type. */
export function PageRenderer({ blocks, context }: Props) {
  return (
    <>
      {sortedByWeight(blocks).map((block) => {
        if (rendersNothing(block)) return null;
        const owner = blockOwner(block);
        if (!owner || !hasData(block)) {
          console.warn(`block ${block.type} ${block.id}: ${owner ? 'no data' : 'unknown type'}, not rendered`);
          return null;
        }
        // Keyed by page too: the same block id on another page (or language) is another block.
        return <BlockSlot key={`${context.path}#${block.id}`} owner={owner} block={block} context={context} />;
      })}
    </>
  );
}
