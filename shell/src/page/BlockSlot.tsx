import { useEffect, useState } from 'react';
import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { RemoteBlock } from '../federation/remote-block';
import { blockPlaceProps } from '../islands/island-content';
import { useIslandRenderer } from '../islands/island-renderer';
import type { BlockOwner } from '../federation/block-table';
import { usePrerenderedBlock } from './prerendered-blocks';

interface Props {
  owner: BlockOwner;
  block: CmsBlock;
  context: BlockContext;
  /** A block of the page frame (header), the same on every page: it is not remounted on navigation. */
  siteWide?: boolean;
}

/**
 * The place of one block in the page. A block the server rendered is an island: a root of its own,
 * hydrated when its remote arrives (islands/). Any other block (server slot left empty, or a page
 * reached by client-side navigation) is mounted as its remote's parcel once the page is live, so
 * server and first browser render agree. Either way the place is marked data-live once its block answers.
 */
export function BlockSlot({ owner, block, context, siteWide = false }: Props) {
  const prerendered = usePrerenderedBlock(block.id, context.path, siteWide);
  const Island = useIslandRenderer();
  const [live, setLive] = useState(false);
  const [answered, setAnswered] = useState(false);
  // An island needs no second render: setting this for it cost hydration a render of every block place.
  useEffect(() => {
    if (!prerendered) setLive(true);
  }, [prerendered]);

  if (prerendered) return <Island owner={owner} block={block} context={context} data={prerendered.data} static={prerendered.static} />;
  return (
    <div {...blockPlaceProps(block)} data-live={answered ? 'true' : undefined}>
      {live && <RemoteBlock owner={owner} block={block} context={context} onMounted={() => setAnswered(true)} />}
    </div>
  );
}
