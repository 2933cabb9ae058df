import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { listField, textField, type CmsListItem } from '../../api/cms-fields';

export interface ContactBlockData {
  title: string | null;
  items: CmsListItem[];
}

export async function loadContactBlock(block: CmsBlock, context: BlockContext): Promise<ContactBlockData> {
  return {
    title: textField(block.attributes.field_block_title),
    items: listField(block.attributes.field_list_item, context.language).filter((item) => item.title),
  };
}
