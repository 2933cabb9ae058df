import { randomUUID } from 'node:crypto';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'effector-react';
import type { Scope } from 'effector';
import type { ExposedBlock } from '@bank/shared-kit';
import { blockPlaceProps, IslandContent, islandIdPrefix, type IslandBlock } from '../islands/island-content';
import type { PrerenderedBlock } from '../page/prerendered-blocks';
import type { IslandHtml, RenderedIsland } from './rendered-islands';

// React writes the preload a component asks for (react-dom `preload`, shared-kit's Picture) before the
// island's markup: in the island it would reach the browser late and be left out of hydration's tree.
const LEADING_IMAGE_PRELOADS = /^((?:<link rel="preload" as="image"[^>]*>)*)/;

/** A place the server renders a block in: the block, without its data (that is each request's own). */
type IslandPlace = Omit<IslandBlock, 'data'>;

/**
 * The page's markup around the places of the blocks the server renders, in page order: `pieces` has one
 * more entry than `places`. It follows from the page's shared inputs only (shared-pages.ts), not from any
 * block's data, so one render serves every visitor while those inputs stay the same. It is kept as bytes:
 * encoding a page's text for the socket cost as much as rendering it.
 */
export interface PageChrome {
  pieces: Buffer[];
  places: IslandPlace[];
}

/** A block that had not arrived when the page went out: its place, and the page's markup up to the next one. */
interface LaterIsland {
  id: string;
  /** Its markup, without the image preloads; null when it cannot be rendered (its place stays empty for the browser). */
  render: (arrived: PrerenderedBlock & { exposed: ExposedBlock<unknown> }) => Buffer | null;
  after: Buffer[];
}

/** One request's page: its markup up to the first block still arriving, and each such block's place with what follows it. */
export interface FilledPage {
  first: Buffer[];
  later: LaterIsland[];
  /** The `<link rel="preload" as="image">` of the page's largest paint: the first one a block that arrived asked for. */
  lcpImagePreload: string | null;
}

/**
 * Renders the app with a marker in the place of each block that `rendersHere` (rendered on the server, or
 * still arriving), and cuts it there. The marker carries a token of this render, which no content can forge,
 * and its place's index: a place whose output React dropped (a suspended subtree) is no place of the page.
 */
export function renderChrome(renderApp: (Island: ComponentType<IslandBlock>) => string, rendersHere: (blockId: string) => boolean): PageChrome {
  const token = randomUUID();
  const marked: IslandPlace[] = [];

  function ServerIsland({ data: _data, ...place }: IslandBlock) {
    if (!rendersHere(place.block.id)) return <div {...blockPlaceProps(place.block)} />;
    const marker = `<template data-island="${token}-${marked.length}"></template>`;
    marked.push(place);
    return <div {...blockPlaceProps(place.block)} dangerouslySetInnerHTML={{ __html: marker }} />;
  }

  const parts = renderApp(ServerIsland).split(new RegExp(`<template data-island="${token}-(\\d+)"></template>`));
  return {
    pieces: parts.filter((_part, index) => index % 2 === 0).map((piece) => Buffer.from(piece)),
    places: parts.filter((_part, index) => index % 2 === 1).map((index) => marked[Number(index)]!),
  };
}

/**
 * Puts this request's blocks in the chrome's places. Each block is a root of its own (as the browser hydrates
 * it), its HTML reused across visitors by `renderedIsland`. A place whose block has not arrived cuts the page
 * there: it is streamed once the block arrives (render-page.tsx). The first image preload a block writes (its
 * picture is the page's largest paint) is kept for the head; the islands' markup keeps none.
 */
export function fillChrome(
  chrome: PageChrome,
  prerendered: ReadonlyMap<string, PrerenderedBlock>,
  renderedIsland: RenderedIsland,
  scope: () => Scope,
): FilledPage {
  let imagePreload: string | null = null;

  function renderIsland(exposed: ExposedBlock<unknown>, island: IslandBlock): Buffer {
    const html = renderedIsland(exposed, island, (): IslandHtml => {
      const islandHtml = renderToString(
        <Provider value={scope()}>
          <IslandContent exposed={exposed} island={island} />
        </Provider>,
        { identifierPrefix: islandIdPrefix(island.block) },
      );
      const preloads = islandHtml.match(LEADING_IMAGE_PRELOADS)?.[1] ?? '';
      return { bytes: Buffer.from(islandHtml.slice(preloads.length)), imagePreload: preloads.match(/<link[^>]*>/)?.[0] ?? null };
    });
    imagePreload ??= html.imagePreload;
    return html.bytes;
  }

  const first = [chrome.pieces[0]!];
  const later: LaterIsland[] = [];
  chrome.places.forEach((place, index) => {
    const after = chrome.pieces[index + 1]!;
    const arrived = prerendered.get(place.block.id);
    if (arrived?.exposed) {
      (later.at(-1)?.after ?? first).push(renderIsland(arrived.exposed, { ...place, data: arrived.data }), after);
      return;
    }
    later.push({
      id: place.block.id,
      render: ({ exposed, data }) => {
        try {
          return renderIsland(exposed, { ...place, data });
        } catch (error) {
          // The page's first bytes are out: the block is left to the browser, the page stays whole HTML.
          console.error(`ssr: ${place.block.type} ${place.block.id} failed to render after the page started, the browser will load it`, error);
          return null;
        }
      },
      after: [after],
    });
  });
  return { first, later, lcpImagePreload: imagePreload };
}
