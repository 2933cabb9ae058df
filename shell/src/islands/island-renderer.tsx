import { createContext, useContext, type ComponentType } from 'react';
import type { IslandBlock } from './island-content';
import { BrowserIsland } from './BrowserIsland';

/**
 * How a server-rendered block takes its place in the page: the server renders it apart and splices
 * it in (server-islands.tsx); the browser keeps that HTML and hydrates it as its own root.
 */
const IslandRendererContext = createContext<ComponentType<IslandBlock>>(BrowserIsland);

export const IslandRendererProvider = IslandRendererContext.Provider;

export function useIslandRenderer(): ComponentType<IslandBlock> {
  return useContext(IslandRendererContext);
}
