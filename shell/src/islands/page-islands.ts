import { createIslandHydration, type IslandHydration } from './island-hydration';

let hydration: IslandHydration | null = null;

/** The browser page's one island hydration, made on first use. */
export function pageIslands(): IslandHydration {
  hydration ??= createIslandHydration(document);
  return hydration;
}
