import type { ComponentType } from 'react';
import type { BlockContext, CmsBlock } from './block-types';

export interface BlockHostProps {
  block: CmsBlock;
  context: BlockContext;
}

// The shell registers how a block is mounted (its block table and federation loader);
// remotes never import each other, they ask the shell through <Block>.
let host: ComponentType<BlockHostProps> | null = null;

export function registerBlockHost(component: ComponentType<BlockHostProps>): void {
  host = component;
}

/** Mounts any block type, owned by any remote, through the shell. */
export function Block(props: BlockHostProps) {
  if (!host) {
    console.error(`<Block> ${props.block.type}: no shell has registered a block host`);
    return null;
  }
  const Host = host;
  return <Host {...props} />;
}
