import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { headingFields, listField, type BlockHeading, type CmsListItem } from '../../api/cms-fields';

export interface PartnerBlockData extends BlockHeading {
  /** Each partner: name (field_title), logo (field_picture), note (field_description), site (field_link). */
  partners: CmsListItem[];
}

export async function loadPartnerBlock(block: CmsBlock, context: BlockContext): Promise<PartnerBlockData> {
  return {
    ...headingFields(block.attributes),
    partners: listField(block.attributes.field_list_item, context.language).filter((partner) => partner.title),
  };
}
