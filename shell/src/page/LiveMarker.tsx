import { useEffect } from 'react';
import { pageIslands } from '../islands/page-islands';

/**
 * Tells the page's islands that the shell itself is live (hydrated or rendered); the document is
 * marked live once they are too (islands/island-hydration.ts). Server HTML looks the same before and
 * after, so monitoring and tests read the mark instead of guessing.
 */
export function LiveMarker() {
  useEffect(() => pageIslands().shellLive(), []);
  return null;
}
