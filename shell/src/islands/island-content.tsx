import type { BlockContext, CmsBlock, ExposedBlock } from '@bank/shared-kit';
import type { BlockOwner } from '../federation/block-table';
import { ReportedBlockBoundary } from '../federation/reported-block-boundary';

export interface IslandBlock {
  owner: BlockOwner;
  block: CmsBlock;
  context: BlockContext;
  data: unknown;
  /** Its server HTML is all of it: the browser keeps that HTML and loads no code for it. */
  static?: boolean;
}

/**
 * A server-rendered block is its own React root, on the server and in the browser: it hydrates
 * when its remote arrives, in a task of its own, without holding the rest of the page.
 */
export function IslandContent({ exposed, island }: { exposed: ExposedBlock<unknown>; island: IslandBlock }) {
  const { Component } = exposed;
  const { owner, block, context, data } = island;
  return (
    <ReportedBlockBoundary owner={owner} name={`${owner.remote}/${block.type}/${block.id}`}>
      <Component block={block} context={context} data={data} />
    </ReportedBlockBoundary>
  );
}

/** Server and browser give an island the same prefix, so the ids its components make agree (useId). */
export function islandIdPrefix(block: CmsBlock): string {
  return `b${block.id.replace(/[^A-Za-z0-9_-]/g, '_')}-`;
}

/** The attributes of a block's place in the page, identical on both sides of hydration. */
export function blockPlaceProps(block: CmsBlock) {
  return { className: 'bank-block', 'data-block-type': block.type, 'data-block-id': block.id };
}
