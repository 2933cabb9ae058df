import { randomUUID } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import type { ExposedBlock } from '@bank/shared-kit';
import { blockPlaceProps, IslandContent, islandIdPrefix, type IslandBlock } from '../islands/island-content';
import type { PrerenderedBlock } from '../page/prerendered-blocks';

interface PendingIsland {
  marker: string;
  exposed: ExposedBlock<unknown>;
  island: IslandBlock;
}

/**
 * One page's islands: the page render leaves a marker in each block's place, and each block is then
 * rendered as a root of its own (as the browser hydrates it) and put in its place. The marker carries
 * a token of this render, which no content can forge.
 */
export function createServerIslands(prerendered: ReadonlyMap<string, PrerenderedBlock>) {
  const token = randomUUID();
  const pending: PendingIsland[] = [];

  function ServerIsland(island: IslandBlock) {
    const exposed = prerendered.get(island.block.id)?.exposed;
    if (!exposed) return <div {...blockPlaceProps(island.block)} />;
    const marker = `<template data-island="${token}-${pending.length}"></template>`;
    pending.push({ marker, exposed, island });
    return <div {...blockPlaceProps(island.block)} dangerouslySetInnerHTML={{ __html: marker }} />;
  }

  function fillIslands(pageHtml: string, scope: Scope): string {
    return pending.reduce((html, { marker, exposed, island }) => {
      const islandHtml = renderToString(
        <Provider value={scope}>
          <IslandContent exposed={exposed} island={island} />
        </Provider>,
        { identifierPrefix: islandIdPrefix(island.block) },
      );
      return html.replace(marker, () => islandHtml);
    }, pageHtml);
  }

  return { ServerIsland, fillIslands };
}
