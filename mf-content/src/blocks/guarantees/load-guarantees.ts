import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { headingFields, linkField, listField, type BlockHeading, type CmsLink, type CmsListItem } from '../../api/cms-fields';

export interface GuaranteesData extends BlockHeading {
  /** The kinds of guarantee the bank issues (tender, performance, advance payment...). */
  kinds: CmsListItem[];
  link: CmsLink | null;
}

export async function loadGuarantees(block: CmsBlock, context: BlockContext): Promise<GuaranteesData> {
  const a = block.attributes;
  return {
    ...headingFields(a),
    kinds: listField(a.field_list_item, context.language).filter((kind) => kind.title),
    link: linkField(a.field_link, context.language),
  };
}
