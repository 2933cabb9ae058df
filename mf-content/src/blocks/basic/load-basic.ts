import type { CmsBlock } from '@bank/shared-kit';
import { htmlField, textField } from '../../api/cms-fields';
import type { BasicData } from './Basic';

export async function loadBasic(block: CmsBlock): Promise<BasicData> {
  const { field_block_title, body, field_show_more } = block.attributes;
  return { title: textField(field_block_title), html: htmlField(body), moreHtml: htmlField(field_show_more) };
}
