import type { ComponentType } from 'react';
import type { BlockContext, CmsBlock } from './block-types';

export interface BlockHostProps {
  block: CmsBlock;
  context: BlockContext;
}

/** How the shell fetches a block's code without mounting it: false when the owning remote is unavailable. */
export type BlockCodeFetcher = (block: CmsBlock) => Promise<boolean>;

// The shell registers how a block is mounted (its block table and federation loader);
// remotes never import each other, they ask the shell through <Block>.
let host: ComponentType<BlockHostProps> | null = null;
let codeFetcher: BlockCodeFetcher | null = null;

export function registerBlockHost(component: ComponentType<BlockHostProps>, fetcher?: BlockCodeFetcher): void {
  host = component;
  codeFetcher = fetcher ?? null;
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

/**
 * Fetches the code of a block before it is mounted, so that a remote mounting a block on demand can show its own
 * loading state, and a failure with a retry, where <Block> alone shows nothing. True when <Block> can mount it;
 * false when its remote is unavailable (the shell reports it). A host that cannot fetch ahead loads on mount.
 */
export function fetchBlockCode(block: CmsBlock): Promise<boolean> {
  return codeFetcher ? codeFetcher(block) : Promise.resolve(true);
}
