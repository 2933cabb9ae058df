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
  exposed: ExposedBlock<unknown>;
  island: IslandBlock;
}

/**
 * One page's islands: the page render leaves a marker in each block's place, and each block is then
 * rendered as a root of its own (as the browser hydrates it) and put in its place. The marker carries
 * a token of this render, which no content can forge. The first image preload a block writes (its
 * picture is the page's largest paint) is kept for the head; the islands' markup keeps none.
 */
export function createServerIslands(
  prerendered: ReadonlyMap<string, PrerenderedBlock>,
  renderedIsland: RenderedIsland = (_exposed, _island, render) => render(),
) {
  const token = randomUUID();
  const pending: PendingIsland[] = [];
  let imagePreload: string | null = null;

  function ServerIsland(island: IslandBlock) {
    const exposed = prerendered.get(island.block.id)?.exposed;
    if (!exposed) return <div {...blockPlaceProps(island.block)} />;
    const marker = `<template data-island="${token}-${pending.length}"></template>`;
    pending.push({ marker, exposed, island });
    return <div {...blockPlaceProps(island.block)} dangerouslySetInnerHTML={{ __html: marker }} />;
  }

  function fillIslands(pageHtml: string, scope: Scope): string {
    return pending.reduce((html, { marker, exposed, island }) => {
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
      return html.replace(marker, () => islandHtml.slice(preloads.length));
    }, pageHtml);
  }

  /** The `<link rel="preload" as="image">` of the page's largest paint, once the islands are filled. */
  const lcpImagePreload = () => imagePreload;

  return { ServerIsland, fillIslands, lcpImagePreload };
}
