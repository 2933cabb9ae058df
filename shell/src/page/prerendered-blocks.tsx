import { createContext, useContext } from 'react';
import type { ExposedBlock } from '@bank/shared-kit';

export interface PrerenderedBlock {
  exposed: ExposedBlock<unknown>;
  data: unknown;
}

/**
 * Blocks the server rendered, by block id, with their loader data: the server renders them from
 * this map, and the browser hydrates them from the same data (inlined in the page).
 */
const PrerenderedBlocks = createContext<ReadonlyMap<string, PrerenderedBlock>>(new Map());

export const PrerenderedBlocksProvider = PrerenderedBlocks.Provider;

export function usePrerenderedBlock(blockId: string): PrerenderedBlock | undefined {
  return useContext(PrerenderedBlocks).get(blockId);
}
