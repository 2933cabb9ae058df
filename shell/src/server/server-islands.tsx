import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import type { ExposedBlock } from '@bank/shared-kit';
import { blockPlaceProps, IslandContent, islandIdPrefix, type IslandBlock } from '../islands/island-content';
import type { PrerenderedBlock } from '../page/prerendered-blocks';
import type { RenderedIsland } from './rendered-islands';

// React writes the preload a component asks for (react-dom `preload`, shared-kit's Picture) before the
// island's markup: in the island it would reach the browser late and be left out of hydration's tree.
const LEADING_IMAGE_PRELOADS = /^((?:<link rel="preload" as="image"[^>]*>)*)/;

interface PendingIsland {
  marker: string;
  island: IslandBlock;
  /** Absent for a block still arriving: its place is streamed once its data is there. */
  exposed?: ExposedBlock<unknown>;
}

/** A block that had not arrived when the page went out: its place, and the page's markup up to the next one. */
export interface LaterIsland {
  id: string;
  /** Its markup, without the image preloads; null when it cannot be rendered (its place stays empty for the browser). */
  render: (arrived: PrerenderedBlock & { exposed: ExposedBlock<unknown> }) => string | null;
  after: string;
}

/**
 * One page's islands: the page render leaves a marker in each block's place, and each block is then
 * rendered as a root of its own (as the browser hydrates it) and put in its place. The marker carries
 * a token of this render, which no content can forge. The first image preload a block writes (its
 * picture is the page's largest paint) is kept for the head; the islands' markup keeps none.
 * Blocks still `arriving` when the page is rendered keep their marker: the page is cut there and
 * streamed, each such block following once it arrives (render-page.tsx).
 */
export function createServerIslands(
  prerendered: ReadonlyMap<string, PrerenderedBlock>,
  renderedIsland: RenderedIsland = (_exposed, _island, render) => render(),
  arriving: ReadonlySet<string> = new Set(),
) {
  const token = randomUUID();
  const pending: PendingIsland[] = [];
  let imagePreload: string | null = null;

  function ServerIsland(island: IslandBlock) {
    const exposed = prerendered.get(island.block.id)?.exposed;
    if (!exposed && !arriving.has(island.block.id)) return <div {...blockPlaceProps(island.block)} />;
    const marker = `<template data-island="${token}-${pending.length}"></template>`;
    pending.push({ marker, exposed, island });
    return <div {...blockPlaceProps(island.block)} dangerouslySetInnerHTML={{ __html: marker }} />;
  }

  function renderIsland(exposed: ExposedBlock<unknown>, island: IslandBlock, scope: Scope): string {
    const islandHtml = renderedIsland(exposed, island, () =>
      renderToString(
        <Provider value={scope}>
          <IslandContent exposed={exposed} island={island} />
        </Provider>,
        { identifierPrefix: islandIdPrefix(island.block) },
      ),
    );
    const preloads = islandHtml.match(LEADING_IMAGE_PRELOADS)?.[1] ?? '';
    imagePreload ??= preloads.match(/<link[^>]*>/)?.[0] ?? null;
    return islandHtml.slice(preloads.length);
  }

  /** Puts each block that has arrived in its place; the markers of those still arriving stay. */
  function fillIslands(pageHtml: string, scope: Scope): string {
    return pending.reduce((html, { marker, exposed, island }) => (exposed ? html.replace(marker, () => renderIsland(exposed, island, scope)) : html), pageHtml);
  }

  /** The filled page cut at the place of each block still arriving, in page order. */
  function cutAtLaterIslands(filledHtml: string, scope: Scope): { first: string; later: LaterIsland[] } {
    const later = pending.filter(({ exposed }) => !exposed).map((island) => ({ ...island, at: filledHtml.indexOf(island.marker) }));
    return {
      first: filledHtml.slice(0, later[0]?.at),
      later: later.map(({ marker, island, at }, index) => ({
        id: island.block.id,
        render: ({ exposed, data }) => {
          try {
            return renderIsland(exposed, { ...island, data }, scope);
          } catch (error) {
            // The page's first bytes are out: the block is left to the browser, the page stays whole HTML.
            console.error(`ssr: ${island.block.type} ${island.block.id} failed to render after the page started, the browser will load it`, error);
            return null;
          }
        },
        after: filledHtml.slice(at + marker.length, later[index + 1]?.at),
      })),
    };
  }

  /** The `<link rel="preload" as="image">` of the page's largest paint, once the islands are filled. */
  const lcpImagePreload = () => imagePreload;

  return { ServerIsland, fillIslands, cutAtLaterIslands, lcpImagePreload };
}
