import type { BlockHostProps } from '@bank/shared-kit';
import { blockOwner } from '../page/block-table';
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
