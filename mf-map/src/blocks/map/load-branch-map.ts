import type { BlockContext, CmsBlock, ContentClient } from '@bank/shared-kit';
import { readBranches, readRegions, type Region } from '../../api/branches-api';
import type { BranchList } from '../../stores/branch-map-model';

export interface BranchMapData {
  title: string | null;
  /** Shown inside the map calculator: the map alone, following the branch chosen in its form. */
  embedded: boolean;
  /** The first tab (branches); the other tabs load when chosen. */
  list: BranchList;
  regions: Region[];
}

interface MapAttributes {
  field_block_title?: string;
  embedded?: boolean;
}

export async function loadBranchMap(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<BranchMapData> {
  const attributes = block.attributes as MapAttributes;
  // A failed list still renders the block, with its own retry; a failed city list leaves the filters at "all".
  const [list, regions] = await Promise.all([
    readBranches(client, context.language, 0).then(
      (branches): BranchList => ({ status: 'ready', branches }),
      (error: unknown): BranchList => {
        console.error('map: branches could not be loaded', error);
        return { status: 'failed' };
      },
    ),
    readRegions(client, context.language).catch((error: unknown) => {
      console.error('map: city list could not be loaded', error);
      return [];
    }),
  ]);
  return { title: attributes.field_block_title ?? null, embedded: attributes.embedded === true, list, regions };
}
