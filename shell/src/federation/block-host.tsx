import type { BlockHostProps, CmsBlock } from '@bank/shared-kit';
import { blockOwner } from './block-table';
import { loadExposedBlock } from './load-exposed-block';
import { RemoteBlock } from './remote-block';

/** What <Block> renders: a remote asking the shell for a block of any type. */
export function BlockHost({ block, context }: BlockHostProps) {
  const owner = blockOwner(block);
  if (!owner) {
    console.warn(`<Block> ${block.type}: no remote owns this block type`);
    return null;
  }
  return <RemoteBlock owner={owner} block={block} context={context} />;
}

/**
 * What fetchBlockCode asks: the owning remote's exposed block, loaded as <RemoteBlock> would load it (and
 * cached for it). A failed load is not cached, so asking again retries it.
 */
export async function fetchRemoteBlockCode(block: CmsBlock): Promise<boolean> {
  const owner = blockOwner(block);
  return owner !== null && (await loadExposedBlock(owner)) !== null;
}
