import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { htmlField, listField, textField, type CmsListItem } from '../../api/cms-fields';

export interface PartnerBlockData {
  title: string | null;
  html: string;
  /** Each partner: name (field_title), logo (field_picture), note (field_description), site (field_link). */
  partners: CmsListItem[];
}

export async function loadPartnerBlock(block: CmsBlock, context: BlockContext): Promise<PartnerBlockData> {
  const a = block.attributes;
  return {
    title: textField(a.field_block_title),
    html: htmlField(a.body),
    partners: listField(a.field_list_item, context.language).filter((partner) => partner.title),
  };
}
