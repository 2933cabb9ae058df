import { createContext, useContext } from 'react';
import type { ExposedBlock } from '@bank/shared-kit';

export interface PrerenderedBlock {
  data: unknown;
  /** The component that rendered it: the server holds it; the browser loads it when the block hydrates. */
  exposed?: ExposedBlock<unknown>;
  /** Its server HTML is all of it (ExposedBlock.isStatic): the browser neither loads nor hydrates it. */
  static?: boolean;
}

export interface PrerenderedBlocks {
  /** The path the server rendered: its blocks' data is valid there only (ids repeat across languages). */
  path: string;
  blocks: ReadonlyMap<string, PrerenderedBlock>;
}

/**
 * Blocks the server rendered, by block id, with their loader data: the server renders them from
 * this map, and the browser hydrates them from the same data (inlined in the page).
 */
const PrerenderedBlocksContext = createContext<PrerenderedBlocks>({ path: '', blocks: new Map() });

export const PrerenderedBlocksProvider = PrerenderedBlocksContext.Provider;

/**
 * The server-rendered block for this place. Site-wide blocks (in the header) hold no page data and
 * stay mounted across navigation; a page's block only on the page the server rendered.
 */
export function usePrerenderedBlock(blockId: string, path: string, siteWide: boolean): PrerenderedBlock | undefined {
  const prerendered = useContext(PrerenderedBlocksContext);
  if (!siteWide && prerendered.path !== path) return undefined;
  return prerendered.blocks.get(blockId);
}
