import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { RemoteBlock } from '../federation/remote-block';
import { blockOwner, rendersNothing } from './block-table';

interface Props {
  blocks: CmsBlock[];
  context: BlockContext;
}

function hasData(block: CmsBlock): boolean {
  return Object.keys(block.attributes ?? {}).length > 0;
}

/** Places the page's blocks in order, each from the remote that owns its type. */
export function PageRenderer({ blocks, context }: Props) {
  const ordered = [...blocks].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0));
  return (
    <>
      {ordered.map((block) => {
        if (rendersNothing(block)) return null;
        const owner = blockOwner(block);
        if (!owner || !hasData(block)) {
          console.warn(`block ${block.type} ${block.id}: ${owner ? 'no data' : 'unknown type'}, not rendered`);
          return null;
        }
        return <RemoteBlock key={block.id} owner={owner} block={block} context={context} />;
      })}
    </>
  );
}
