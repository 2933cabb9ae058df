import { useEffect, useState } from 'react';
import { BlockErrorBoundary, type BlockContext, type CmsBlock } from '@bank/shared-kit';
import { RemoteBlock } from '../federation/remote-block';
import type { BlockOwner } from './block-table';
import { usePrerenderedBlock } from './prerendered-blocks';

interface Props {
  owner: BlockOwner;
  block: CmsBlock;
  context: BlockContext;
  /** A block of the page frame (header), the same on every page: it is not remounted on navigation. */
  siteWide?: boolean;
}

/**
 * The place of one block in the page. A block the server rendered is hydrated as a component;
 * any other block (server slot left empty, or a page reached by client-side navigation) is mounted
 * as its remote's parcel once the page is live, so server and first browser render agree.
 */
export function BlockSlot({ owner, block, context, siteWide = false }: Props) {
  const prerendered = usePrerenderedBlock(block.id, context.path, siteWide);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  if (prerendered) {
    const { Component } = prerendered.exposed;
    return (
      <div className="bank-block" data-block-type={block.type}>
        <BlockErrorBoundary name={`${owner.remote}/${block.type}/${block.id}`}>
          <Component block={block} context={context} data={prerendered.data} />
        </BlockErrorBoundary>
      </div>
    );
  }
  return (
    <div className="bank-block" data-block-type={block.type}>
      {live && <RemoteBlock owner={owner} block={block} context={context} />}
    </div>
  );
}
