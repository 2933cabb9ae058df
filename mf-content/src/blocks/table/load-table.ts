import type { CmsBlock } from '@bank/shared-kit';
import { headingFields, type BlockHeading } from '../../api/cms-fields';

export type TableData = BlockHeading;

/** The table arrives as CMS rich text (body); it is sanitised like any CMS HTML. */
export async function loadTableBlock(block: CmsBlock): Promise<TableData> {
  return headingFields(block.attributes);
}
