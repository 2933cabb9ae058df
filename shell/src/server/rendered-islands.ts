import { LRUCache } from 'lru-cache';
import type { ExposedBlock } from '@bank/shared-kit';
import type { IslandBlock } from '../islands/island-content';
import { identityIds } from './identity-ids';

/** The blocks' HTML kept (in bytes, near enough): every block of every page, in each language, many times over. */
const RENDERED_ISLANDS_SIZE = 16 * 1024 * 1024;

/** A block's server HTML made ready to send, once: its bytes, and apart from them the image preload it asked for (server-islands.tsx). */
export interface IslandHtml {
  bytes: Buffer;
  imagePreload: string | null;
}

export type RenderedIsland = (exposed: ExposedBlock<unknown>, island: IslandBlock, render: () => IslandHtml) => IslandHtml;

/**
 * A block's server HTML follows from its remote's code, the block, its context and its data: the page server
 * renders each of these once and reuses the HTML for every visitor for `lifetimeMs` (as long as a block's data
 * is kept), instead of building the block's models and rendering it per request. The lifetime bounds how late a
 * block that shows the time of day (a date, a countdown) may be.
 */
export function createRenderedIslands(lifetimeMs: number): RenderedIsland {
  // Another version of a remote is other code: its blocks are other HTML, even with the same data.
  const codeId = identityIds();
  const rendered = new LRUCache<string, IslandHtml>({
    maxSize: RENDERED_ISLANDS_SIZE,
    sizeCalculation: (html, key) => html.bytes.length + key.length,
    ttl: lifetimeMs,
    // A block's HTML for data since replaced is never asked for again: dropped on time, not held until the cache is full.
    ttlAutopurge: true,
  });

  return (exposed, island, render) => {
    const key = `${codeId(exposed)} ${JSON.stringify(island)}`;
    let html = rendered.get(key);
    if (html === undefined) {
      html = render();
      rendered.set(key, html);
    }
    return html;
  };
}
