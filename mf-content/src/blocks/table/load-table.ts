import type { CmsBlock } from '@bank/shared-kit';
import { htmlField, textField } from '../../api/cms-fields';

export interface TableData {
  title: string | null;
  html: string;
}

/** The table arrives as CMS rich text (body); it is sanitised like any CMS HTML. */
export async function loadTableBlock(block: CmsBlock): Promise<TableData> {
  return { title: textField(block.attributes.field_block_title), html: htmlField(block.attributes.body) };
}
