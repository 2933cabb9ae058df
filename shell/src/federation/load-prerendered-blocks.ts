import type { InlinedPage } from '../page/inlined-page';
import type { PrerenderedBlock } from '../page/prerendered-blocks';
import { loadExposedBlock } from './load-exposed-block';

/**
 * The components of the blocks the server rendered, loaded from the same remote versions before
 * hydration, with the data the server inlined. A block whose remote fails here is left out and
 * rendered by the browser instead.
 */
export async function loadPrerenderedBlocks(blocks: InlinedPage['blocks']): Promise<Map<string, PrerenderedBlock>> {
  const loaded = await Promise.all(
    Object.entries(blocks).map(async ([id, { owner, data }]) => {
      const exposed = await loadExposedBlock(owner);
      return exposed ? ([id, { exposed, data }] as const) : null;
    }),
  );
  return new Map(loaded.filter((entry) => entry !== null));
}
