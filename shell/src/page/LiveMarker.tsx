import { useEffect } from 'react';
import { pageIslands } from '../islands/page-islands';
import { inNextTask } from '../islands/next-task';

/**
 * Tells the page's islands that the shell itself is live (hydrated or rendered); the document is
 * marked live once they are too (islands/island-hydration.ts). Server HTML looks the same before and
 * after, so monitoring and tests read the mark instead of guessing.
 * In a task of its own: marking asks which blocks CSS lays out, which makes the browser work out the
 * styles of the whole page just hydrated; inside hydration's effects that lengthened a phone's longest task.
 */
export function LiveMarker() {
  useEffect(() => {
    inNextTask(window, () => pageIslands().shellLive());
  }, []);
  return null;
}
