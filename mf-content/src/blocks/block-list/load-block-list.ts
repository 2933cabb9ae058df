import { plainText, type CmsBlock } from '@bank/shared-kit';
import { htmlField, textField } from '../../api/cms-fields';

export interface BlockListData {
  title: string | null;
  items: Array<{ label: string; value: string }>;
}

/** Each item: a label (field_title) and the value a visitor copies (field_description, as text). */
export async function loadBlockList(block: CmsBlock): Promise<BlockListData> {
  const items = Array.isArray(block.attributes.field_list_item) ? (block.attributes.field_list_item as Array<Record<string, unknown>>) : [];
  return {
    title: textField(block.attributes.field_block_title),
    items: items
      .map((item) => ({ label: textField(item.field_title) ?? '', value: plainText(htmlField(item.field_description)) }))
      .filter((item) => item.value),
  };
}
