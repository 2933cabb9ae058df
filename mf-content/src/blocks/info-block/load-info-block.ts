import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { listField, textField, type CmsListItem } from '../../api/cms-fields';

export interface InfoBlockData {
  title: string | null;
  items: CmsListItem[];
}

/** info_block and info_block_image share their fields; the image variant shows each item's picture. */
export async function loadInfoBlock(block: CmsBlock, context: BlockContext): Promise<InfoBlockData> {
  return {
    title: textField(block.attributes.field_block_title),
    items: listField(block.attributes.field_list_item, context.language).filter((item) => item.title),
  };
}
