import { useEffect, useRef } from 'react';
import { blockPlaceProps, IslandContent, islandIdPrefix, type IslandBlock } from './island-content';
import { HydratedSignal } from './HydratedSignal';
import { pageIslands } from './page-islands';

// The server's HTML of the block stays as it is: React leaves alone what an element's inner HTML holds.
const SERVER_HTML = { __html: '' };

/** A server-rendered block in the browser: its place in the page, hydrated as a root of its own. */
export function BrowserIsland(island: IslandBlock) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!element) return undefined;
    // Static HTML answers the visitor as it is. Where the page around it was rendered again in the
    // browser, the HTML is gone: then the block loads and renders like any other.
    if (island.static && element.hasChildNodes()) {
      element.dataset.live = 'true';
      return undefined;
    }
    return pageIslands().add({
      element,
      owner: island.owner,
      identifierPrefix: islandIdPrefix(island.block),
      render: (exposed, onCommitted) => (
        <HydratedSignal onCommitted={onCommitted}>
          <IslandContent exposed={exposed} island={island} />
        </HydratedSignal>
      ),
    });
    // One island per place: the block, its context and data are those the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={place} {...blockPlaceProps(island.block)} dangerouslySetInnerHTML={SERVER_HTML} suppressHydrationWarning />;
}
